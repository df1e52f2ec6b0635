import type {Props as ContentProps} from '@theme/CodeBlock/Content';

export type HighlightedProps = ContentProps;

/** Attribute naming the wrapper of one code block's highlighted markup. */
export const ISLAND_ATTRIBUTE = 'data-code-island';

interface IslandSource {
  code: string;
  language?: string;
  className?: string;
  lineNumbersStart?: number;
  lineClassNames: Record<number, string[]>;
}

/**
 * Names a code block by everything its highlighted markup depends on, the same on the server and
 * in the browser. Not React's useId(): theme-classic's CodeBlock mounts its content again right
 * after hydration (its key changes once the browser is detected), and the new instance must
 * still find the markup the server rendered. Blocks with the same key have the same markup.
 */
export function islandKey({code, language, className, lineNumbersStart, lineClassNames}: IslandSource): string {
  const text = JSON.stringify([code, language ?? '', className ?? '', lineNumbersStart ?? null, lineClassNames]);
  // FNV-1a, 32 bits, twice with different seeds: short, stable, and collisions are vanishingly rare.
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000193);
  }
  return `${(a >>> 0).toString(36)}${(b >>> 0).toString(36)}`;
}
