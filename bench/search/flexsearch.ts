// FlexSearch on our own records, the alternative engine src/search/engine.ts was measured against:
// a Document index over the same fields, forward tokenizer (prefixes), fields ranked title first.
import {Document} from 'flexsearch';
import type {SearchRecord} from '../../src/search/types';

export interface FlexSearchEngine {
  /** Page URLs (no anchor), best first, each once. */
  search(query: string): string[];
  exportSize(): Promise<string[]>;
}

export function createFlexSearch(records: readonly SearchRecord[]): FlexSearchEngine {
  const index = new Document({
    document: {id: 'id', index: ['title', 'extra', 'content']},
    tokenize: 'forward',
  });
  records.forEach((record, id) => {
    const title = record.type === 'content' ? '' : (record.hierarchy[record.type] ?? '');
    index.add({id, title, extra: record.extra, content: record.content ?? ''});
  });
  return {
    search(query: string): string[] {
      const byField = index.search(query, {limit: 100, suggest: true}) as {field: string; result: number[]}[];
      const order = ['title', 'extra', 'content'];
      byField.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
      const urls = byField.flatMap(({result}) => result.map((id) => records[id]!.url.split('#')[0]!));
      return [...new Set(urls)];
    },
    async exportSize(): Promise<string[]> {
      const chunks: string[] = [];
      await index.export((key: string, data: string) => {
        chunks.push(`${key}:${data ?? ''}`);
      });
      return chunks;
    },
  };
}
