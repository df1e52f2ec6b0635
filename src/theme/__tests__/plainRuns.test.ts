import {describe, expect, it} from 'vitest';
import {themes} from 'prism-react-renderer';
import {drawnAsPlain, mergePlainRuns} from '../CodeBlock/Line/plainRuns';

describe('drawnAsPlain', () => {
  const plain = themes.dracula.plain.color;
  const styleOf = (type: string) => themes.dracula.styles.find((s) => s.types.includes(type))?.style;

  it('is true for unstyled tokens and for the plain colour in another notation', () => {
    expect(drawnAsPlain(undefined, plain)).toBe(true);
    expect(drawnAsPlain({}, plain)).toBe(true);
    expect(drawnAsPlain(styleOf('punctuation'), plain)).toBe(true); // rgb(248, 248, 242) vs #F8F8F2
    expect(drawnAsPlain({color: '#fff'}, 'rgba(255, 255, 255, 1)')).toBe(true);
    expect(drawnAsPlain({color: 'White'}, 'white')).toBe(true);
  });

  it('is false for any other colour or any other property', () => {
    expect(drawnAsPlain(styleOf('function'), plain)).toBe(false);
    expect(drawnAsPlain(styleOf('keyword'), plain)).toBe(false); // plain-coloured would still be italic
    expect(drawnAsPlain({color: plain, fontStyle: 'italic'}, plain)).toBe(false);
    expect(drawnAsPlain({color: 'rgb(248, 248, 243)'}, plain)).toBe(false);
    expect(drawnAsPlain({color: 'rgba(248, 248, 242, 0.5)'}, plain)).toBe(false);
    expect(drawnAsPlain({color: plain}, undefined)).toBe(false);
  });
});

describe('mergePlainRuns', () => {
  const isPlain = (token: {types: string[]}) => !token.types.includes('keyword');

  it('joins each run of plain-drawn tokens into one plain token and keeps the others', () => {
    const line = [
      {types: ['plain'], content: '  '},
      {types: ['keyword'], content: 'SELECT'},
      {types: ['plain'], content: ' '},
      {types: ['punctuation'], content: '('},
      {types: ['class-name'], content: 'x'},
      {types: ['punctuation'], content: ')'},
      {types: ['keyword'], content: 'FROM'},
      {types: ['plain'], content: ''},
    ];
    expect(mergePlainRuns(line, isPlain)).toEqual([
      {types: ['plain'], content: '  '},
      {types: ['keyword'], content: 'SELECT'},
      {types: ['plain'], content: ' (x)'},
      {types: ['keyword'], content: 'FROM'},
      {types: ['plain'], content: ''},
    ]);
  });

  it('keeps an empty line as it is', () => {
    expect(mergePlainRuns([{types: ['plain'], content: '\n'}], isPlain)).toEqual([{types: ['plain'], content: '\n'}]);
    expect(mergePlainRuns([], isPlain)).toEqual([]);
  });
});
