// The function headings of the function reference: `## name` (or `### name`) lines outside code.
import type {DocFile} from './docsFiles';

export const FUNCTION_PAGES_DIR = 'docs/reference/function';

export interface FunctionHeading {
  readonly name: string;
  readonly file: string;
  readonly line: number;
}

// A function heading is a lowercase SQL name, optionally followed by an explicit id: `{#id}`, or
// `{/* #id */}`, the only form MDX accepts while docusaurus.config.ts sets `future.v4`.
const FUNCTION_HEADING = /^#{2,3}\s+([a-z_][a-z0-9_]*(?:\.[a-z_][a-z0-9_]*)?)(?:\s+\{(?:#[\w-]+|\/\*\s*#[\w-]+\s*\*\/)\})?\s*$/;
const FENCE = /^\s*(`{3,}|~{3,})/;

export function functionHeadings(doc: DocFile): FunctionHeading[] {
  const headings: FunctionHeading[] = [];
  let fence: string | null = null;
  doc.body.split('\n').forEach((line, i) => {
    const marker = FENCE.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      return;
    }
    const name = fence === null ? FUNCTION_HEADING.exec(line)?.[1] : undefined;
    if (name) headings.push({name, file: doc.file, line: doc.bodyOffset + i + 1});
  });
  return headings;
}

