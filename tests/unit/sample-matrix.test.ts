// The sample matrix on the ingestion overview says exactly which sample files exist.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {CLIENT_LANGUAGES} from '../../plugins/ingest-samples/clients';

const root = path.resolve(import.meta.dirname, '../..');
const page = fs.readFileSync(path.join(root, 'docs/ingestion-overview.mdx'), 'utf8');
const samplesDir = path.join(root, 'samples/ilp');

/** Rows of the "Sample matrix" table: example name -> cells by column header. */
function matrixRows(): Map<string, Record<string, string>> {
  // The first table after the heading: its lines up to the first line that is not a table row.
  const afterHeading = page.slice(page.indexOf('### Sample matrix')).split('\n');
  const start = afterHeading.findIndex((line) => line.startsWith('|'));
  const end = afterHeading.findIndex((line, i) => i > start && !line.startsWith('|'));
  const lines = afterHeading.slice(start, end);
  const cells = (line: string) => line.split('|').slice(1, -1).map((c) => c.trim());
  const header = cells(lines[0]!);
  const rows = new Map<string, Record<string, string>>();
  for (const line of lines.slice(2)) {
    const row = cells(line);
    const example = row[0]!.replace(/`/g, '');
    rows.set(example, Object.fromEntries(header.map((h, i) => [h, row[i]!])));
  }
  return rows;
}

describe('sample matrix on the ingestion overview', () => {
  const rows = matrixRows();
  const examples = fs.readdirSync(samplesDir).filter((e) => fs.statSync(path.join(samplesDir, e)).isDirectory());

  it('lists every example folder', () => {
    expect([...rows.keys()].sort()).toEqual(examples.sort());
  });

  it('says yes exactly where the sample file exists', () => {
    let checked = 0;
    for (const [example, row] of rows) {
      for (const client of CLIENT_LANGUAGES) {
        const exists = fs.existsSync(path.join(samplesDir, example, client.file));
        expect(row[client.label], `${example} / ${client.label}`).toBe(exists ? 'yes' : 'no');
        checked += 1;
      }
    }
    expect(checked).toBe(48);
  });
});
