// The sidebar holds exactly the routes of the specification (tests/fixtures/routes.json): sidebars.ts
// drops an entry whose file is missing, so a deleted page fails here. Every page is placed once.
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import sidebars from '../../sidebars';
import routes from '../fixtures/routes.json';
import {readDocs} from '../../scripts/content/docsFiles';

type Entry = string | {items: Entry[]};
const flatten = (items: Entry[]): string[] =>
  items.flatMap((item) => (typeof item === 'string' ? [item] : flatten(item.items)));

const root = path.resolve(import.meta.dirname, '../..');
const docIds = readDocs(root)
  .filter((doc) => !doc.isPartial && doc.frontMatter.unlisted !== true)
  .map((doc) => (doc.frontMatter.id as string | undefined) ?? doc.file.replace(/^docs\//, '').replace(/\.mdx?$/, ''));
const sidebarIds = flatten(sidebars.docs as Entry[]);
const routeOf = (id: string) => (id === 'introduction' ? '/docs/' : `/docs/${id}/`);

describe('sidebar', () => {
  it('places every page exactly once', () => {
    expect(docIds.length).toBeGreaterThan(0);
    expect([...docIds].sort()).toEqual([...sidebarIds].sort());
    expect(new Set(sidebarIds).size).toBe(sidebarIds.length);
  });

  it('links only to listed routes', () => {
    expect(sidebarIds.map(routeOf).filter((r) => !routes.includes(r))).toEqual([]);
  });

  it('places every route of the list (a missing page fails, by route)', () => {
    expect(routes.length).toBeGreaterThan(200);
    const placed = new Set(sidebarIds.map(routeOf));
    expect(routes.filter((route) => !placed.has(route)), 'routes of tests/fixtures/routes.json missing from the sidebar (is the page file gone?)').toEqual([]);
  });
});
