// Remark plugin: turns ```railroad grammar blocks into SVG syntax diagrams plus the grammar as text.
import path from 'node:path';
import type {Code, Root} from 'mdast';
import type {VFile} from 'vfile';
import {SKIP, visit} from 'unist-util-visit';
import {GrammarError, parseGrammar, type Rule} from './grammar';
import {railroadNodes} from './figure';
import {sideEffectImport} from '../mdx-side-effect-import';

export {parseGrammar, GrammarError, formatRule} from './grammar';
export type {Rule, Expression} from './grammar';

export const RAILROAD_LANGUAGE = 'railroad';
export const RAILROAD_STYLESHEET = '@site/markdown/remark-railroad/railroad.css';

function pageFile(file: VFile): string {
  return file.path ? path.relative(file.cwd, file.path).split(path.sep).join('/') : '<unknown file>';
}

/** Parses a block; a mistake fails the build with the page file and its line and column in that file. */
function blockRules(node: Code, file: VFile): Rule[] {
  try {
    return parseGrammar(node.value);
  } catch (error) {
    if (!(error instanceof GrammarError)) throw error;
    const fence = node.position?.start ?? {line: 1, column: 1};
    const line = fence.line + error.line;
    const column = error.column + fence.column - 1;
    throw new Error(`${pageFile(file)}:${line}: railroad: ${error.reason} at column ${column}`);
  }
}

export default function remarkRailroad() {
  return (tree: Root, file: VFile): void => {
    let found = false;
    visit(tree, 'code', (node, index, parent) => {
      if (node.lang !== RAILROAD_LANGUAGE || parent === undefined || index === undefined) return undefined;
      const nodes = railroadNodes(node.value, blockRules(node, file));
      parent.children.splice(index, 1, ...(nodes as typeof parent.children));
      found = true;
      return [SKIP, index + nodes.length];
    });
    if (found) tree.children.unshift(sideEffectImport(RAILROAD_STYLESHEET));
  };
}
