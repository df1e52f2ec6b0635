// Whether a Prism token looks exactly like the code around it (same colour, no other style), and the
// merging of such tokens, for the wrapped CodeBlock/Line and CodeBlock/Line/Token.
import type {CSSProperties} from 'react';
import type {Token} from 'prism-react-renderer';

/** `#rgb`, `#rrggbb`, `rgb(r, g, b)` or `rgba(r, g, b, 1)` as [r, g, b]; null for anything else. */
function rgb(color: string): [number, number, number] | null {
  const value = color.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
  }
  const parts = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*(1|1\.0+)\s*)?\)$/.exec(value);
  return parts ? [Number(parts[1]), Number(parts[2]), Number(parts[3])] : null;
}

function sameColor(a: string, b: string): boolean {
  const [x, y] = [rgb(a), rgb(b)];
  return x && y ? x.every((channel, i) => channel === y[i]) : a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * True when the token's style draws it the same as the block's plain text: no style at all, or
 * only a colour equal to the theme's plain colour (Dracula's punctuation, for instance).
 */
export function drawnAsPlain(style: CSSProperties | undefined, plainColor: string | undefined): boolean {
  const entries = Object.entries(style ?? {}).filter(([, value]) => value !== undefined && value !== '');
  if (entries.length === 0) return true;
  return entries.length === 1 && entries[0]![0] === 'color' && plainColor !== undefined && sameColor(String(entries[0]![1]), plainColor);
}

/** The line with each run of consecutive plain-drawn tokens joined into one `plain` token. */
export function mergePlainRuns(line: Token[], isPlain: (token: Token) => boolean): Token[] {
  const merged: Token[] = [];
  let previousPlain = false;
  for (const token of line) {
    const plain = isPlain(token);
    const last = merged[merged.length - 1];
    if (plain && previousPlain && last) merged[merged.length - 1] = {...last, content: last.content + token.content};
    else merged.push(plain ? {types: ['plain'], content: token.content} : token);
    previousPlain = plain;
  }
  return merged;
}
