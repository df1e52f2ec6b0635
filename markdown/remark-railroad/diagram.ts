// Lays out one rule as an SVG railroad diagram (hast), with railroad-diagrams drawing each construct.
// railroad-diagrams@1.0.0 draws a rule on one line only; a rule written over several lines is drawn
// as one row per line (each line break between top-level items starts a row), joined by a return track.
import railroad, {type RailroadItem} from 'railroad-diagrams';
import type {Element, ElementContent} from 'hast';
import {formatExpression, formatRule, type Expression, type Rule} from './grammar';

/** Arc radius and vertical gap of railroad-diagrams, which the return track between rows must match. */
const ARC = 10;
const GAP = 8;
const PADDING = 10;
/** Width of the start and end markers. */
const MARKER = 20;

function withClass(item: RailroadItem, className: string): RailroadItem {
  item.attrs.class = className;
  return item;
}

/** `x ( sep x )*` is drawn as one loop over x that passes through sep on the way back. */
function separatedList(item: Expression, next: Expression | undefined): RailroadItem | undefined {
  if (next?.kind !== 'zeroOrMore' || next.item.kind !== 'sequence') return undefined;
  const group = next.item.items;
  const last = group.at(-1)!;
  if (formatExpression(last) !== formatExpression(item)) return undefined;
  const separator = group.slice(0, -1).map(toRailroad);
  const repeat = separator.length === 1 ? separator[0]! : railroad.Sequence(...separator);
  return withClass(railroad.OneOrMore(toRailroad(item), repeat), 'railroad__repeat');
}

function sequenceItems(items: readonly Expression[]): RailroadItem[] {
  const out: RailroadItem[] = [];
  for (let i = 0; i < items.length; i += 1) {
    const list = separatedList(items[i]!, items[i + 1]);
    if (list) {
      out.push(list);
      i += 1;
    } else {
      out.push(toRailroad(items[i]!));
    }
  }
  return out;
}

function toRailroad(expression: Expression): RailroadItem {
  switch (expression.kind) {
    case 'terminal':
      return withClass(railroad.Terminal(expression.text), 'railroad__terminal');
    case 'nonterminal':
      return withClass(railroad.NonTerminal(expression.name), 'railroad__nonterminal');
    case 'sequence':
      return railroad.Sequence(...sequenceItems(expression.items));
    case 'choice':
      return withClass(railroad.Choice(0, ...expression.options.map(toRailroad)), 'railroad__choice');
    case 'optional':
      return withClass(railroad.Optional(toRailroad(expression.item)), 'railroad__optional');
    case 'zeroOrMore':
      return withClass(railroad.ZeroOrMore(toRailroad(expression.item)), 'railroad__optional railroad__repeat');
    case 'oneOrMore':
      return withClass(railroad.OneOrMore(toRailroad(expression.item)), 'railroad__repeat');
  }
}

/** Top-level items grouped by the source line they start on. */
function rows(expression: Expression): Expression[][] {
  if (expression.kind !== 'sequence') return [[expression]];
  const grouped: Expression[][] = [];
  let previous: Expression | undefined;
  for (const item of expression.items) {
    if (!previous || item.start.line > previous.end.line) grouped.push([]);
    grouped.at(-1)!.push(item);
    previous = item;
  }
  return grouped;
}

/** railroad-diagrams pads every item with a track, often of length zero: those are left out. */
const isEmptyTrack = (item: RailroadItem) => item.tagName === 'path' && /^M\S+ \S+h0$/.test(String(item.attrs.d));

function toHast(item: RailroadItem): ElementContent {
  const properties: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(item.attrs)) {
    if (name === 'class') properties.className = String(value).split(' ');
    else properties[name] = String(value);
  }
  const children: ElementContent[] =
    typeof item.children === 'string'
      ? [{type: 'text', value: item.children}]
      : item.children.filter((child) => !isEmptyTrack(child)).map(toHast);
  return {type: 'element', tagName: item.tagName, properties, children};
}

const track = (d: string): ElementContent => ({type: 'element', tagName: 'path', properties: {d}, children: []});

/** Quarter arcs in railroad-diagrams' notation: 'ne' turns from heading east to heading south, etc. */
const arcs = {
  eastToSouth: `a${ARC} ${ARC} 0 0 1 ${ARC} ${ARC}`,
  southToWest: `a${ARC} ${ARC} 0 0 1 ${-ARC} ${ARC}`,
  westToSouth: `a${ARC} ${ARC} 0 0 0 ${-ARC} ${ARC}`,
  southToEast: `a${ARC} ${ARC} 0 0 0 ${ARC} ${ARC}`,
};

/** The SVG of one rule: role img, labelled with the rule as text. */
export function ruleDiagram(rule: Rule): Element {
  const lines = rows(rule.expression).map((items) => railroad.Sequence(...sequenceItems(items)));
  const left = PADDING + MARKER + ARC;
  const right = left + Math.max(...lines.map((line) => line.width));
  const children: ElementContent[] = [];
  let y = PADDING + Math.max(lines[0]!.up, MARKER / 2);
  children.push(track(`M${PADDING} ${y - 10}v20m10 -20v20m-10 -10h${left - PADDING}`));
  lines.forEach((line, i) => {
    children.push(toHast(line.format(left, y, line.width)));
    const end = left + line.width;
    const next = lines[i + 1];
    if (!next) {
      children.push(track(`M${end} ${y}h${MARKER}m-10 -10v20m10 -20v20`));
      return;
    }
    const below = Math.max(line.down + GAP, 2 * ARC);
    const above = Math.max(next.up + GAP, 2 * ARC);
    children.push(
      track(
        `M${end} ${y}h${right - end}${arcs.eastToSouth}v${below - 2 * ARC}${arcs.southToWest}` +
          `h${-(right - left)}${arcs.westToSouth}v${above - 2 * ARC}${arcs.southToEast}`,
      ),
    );
    y += below + above;
  });
  const last = lines.at(-1)!;
  const width = Math.max(right + ARC, left + last.width + MARKER) + PADDING;
  const height = y + Math.max(last.down, MARKER / 2) + PADDING;
  return {
    type: 'element',
    tagName: 'svg',
    properties: {
      className: ['railroad__diagram'],
      width: String(width),
      height: String(height),
      viewBox: `0 0 ${width} ${height}`,
      role: 'img',
      ariaLabel: formatRule(rule),
    },
    children: [{type: 'element', tagName: 'g', properties: {transform: 'translate(.5 .5)'}, children}],
  };
}
