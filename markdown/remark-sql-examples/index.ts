// Remark plugin: fills `file=` code blocks from the repository and marks result tables the checker compared.
import path from 'node:path';
import type {Paragraph, Root} from 'mdast';
import type {VFile} from 'vfile';
import {visit} from 'unist-util-visit';
import {CHECKED_CLASS, exampleKey, fileOf, readExampleFile, sqlExamples, SQL_LANGUAGE} from './examples';
import {readCheckedRecord, type CheckedRecord} from './checkedRecord';

export {sqlExamples, exampleKey, tableRows, fenceWords, fileOf, SQL_LANGUAGE, CHECKED_CLASS, VOLATILE, PLAN_HEADER, ERROR_HEADER, type SqlExample} from './examples';
export {readCheckedRecord, writeCheckedRecord, CHECKED_RECORD_FILE, type CheckedRecord} from './checkedRecord';

const records = new Map<string, CheckedRecord>();
function recordOf(rootDir: string): CheckedRecord {
  if (!records.has(rootDir)) records.set(rootDir, readCheckedRecord(rootDir));
  return records.get(rootDir)!;
}

export function checkedMark(server: string): Paragraph {
  return {
    type: 'paragraph',
    data: {
      hProperties: {
        className: [CHECKED_CLASS],
        title: `The site's example checker ran this query on a QuestDB ${server} test server and got this result.`,
      },
    },
    children: [{type: 'text', value: `Result checked on QuestDB ${server}`}],
  };
}

/** Applies the plugin's changes to a parsed page; the Markdown export calls it on its own tree. */
export function transformSqlExamples(tree: Root, source: string, rootDir: string): void {
  // Any code block may show a file of the repository (a sample program, a config file) with `file=`.
  visit(tree, 'code', (node) => {
    const file = node.lang !== SQL_LANGUAGE ? fileOf(node.meta) : undefined;
    if (file) node.value = readExampleFile(rootDir, file, `${source}:${node.position?.start.line ?? 0}`);
  });
  const record = recordOf(rootDir);
  const examples = sqlExamples(tree, rootDir, source);
  // Marks go in from the last example up, so the indexes of earlier tables stay right.
  for (const example of [...examples].reverse()) {
    if (example.file) example.code.value = example.sql;
    const shown = example.table ?? example.plan;
    if (!shown || !example.rows) continue;
    if (!record.tables[exampleKey(example.sql, example.rows)]) continue;
    const at = example.parent.children.indexOf(shown);
    example.parent.children.splice(at + 1, 0, checkedMark(record.server));
  }
}

export default function remarkSqlExamples() {
  return (tree: Root, file: VFile): void => {
    const source = file.path ? path.relative(file.cwd, file.path) : '<unknown file>';
    transformSqlExamples(tree, source, file.cwd);
  };
}
