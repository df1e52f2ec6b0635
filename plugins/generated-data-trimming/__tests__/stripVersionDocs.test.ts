import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const strip = require('../stripVersionDocs.cjs') as (source: string) => string;
const root = path.resolve(import.meta.dirname, '../../..');
// An excerpt of .docusaurus/docusaurus-plugin-content-docs/default/p/*.json from a production build:
// the first two sidebar categories and the docs they link.
const fixture = fs.readFileSync(path.join(import.meta.dirname, 'fixtures/docs-version-metadata.json'), 'utf8');

interface Item {
  type: string;
  label?: string;
  href?: string;
  docId?: string | number;
  unlisted?: boolean;
  items?: Item[];
  link?: unknown;
}
interface Metadata {
  version: {docs: Record<string, unknown>; docsSidebars: Record<string, Item[]>};
}

const parse = (source: string) => JSON.parse(source) as Metadata;
const withSidebar = (items: unknown) => {
  const data = parse(fixture);
  data.version.docsSidebars.docs = items as Item[];
  return JSON.stringify(data);
};
const FIX = '; the docs plugin changed the version metadata, update the loader or remove it';
const FILE = 'plugins/generated-data-trimming/stripVersionDocs.cjs: .docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json';

describe('stripVersionDocs', () => {
  it('empties the list of docs of the real version metadata and slims its sidebar links to what the browser reads', () => {
    const before = parse(fixture);
    const after = parse(strip(fixture));
    expect(Object.keys(before.version.docs).length).toBeGreaterThan(10);
    expect(after.version.docs).toEqual({});
    const [getStarted] = after.version.docsSidebars.docs;
    expect(getStarted!.items![0]).toEqual({type: 'link', href: '/docs/', label: 'Introduction', docId: 1});
    // Everything else as it was.
    const slim = (items: Item[]): Item[] =>
      items.map(({unlisted, ...item}) => ({...item, ...(unlisted ? {unlisted} : {}), ...(item.docId ? {docId: 1} : {}), ...(item.items ? {items: slim(item.items)} : {})}));
    expect(after.version.docsSidebars.docs).toEqual(slim(before.version.docsSidebars.docs));
    expect({...after.version, docs: undefined, docsSidebars: undefined}).toEqual({...before.version, docs: undefined, docsSidebars: undefined});
  });

  it.each([
    ['no version', JSON.stringify({versionMetadata: {}}), 'no `version` object'],
    ['a renamed docs field', JSON.stringify({version: {...parse(fixture).version, docs: undefined, allDocs: {}}}), '`version.docs` is not a non-empty object of docs by id'],
    ['a renamed sidebars field', JSON.stringify({version: {...parse(fixture).version, docsSidebars: undefined}}), '`version.docsSidebars` is not an object of sidebars by name'],
    ['an unknown item type', withSidebar([{type: 'doc', id: 'introduction'}]), '`version.docsSidebars.docs[0]` has type "doc" (expected link, category or html)'.replace(/`/g, '')],
    ['a link without href', withSidebar([{type: 'link', url: '/docs/', docId: 'introduction'}]), 'version.docsSidebars.docs[0] (a link) has no `href`'],
    ['a link to a doc the list lacks', withSidebar([{type: 'link', href: '/docs/x/', docId: 'x'}]), 'version.docsSidebars.docs[0] links to doc `x`, which `version.docs` does not list'],
    ['a category without items', withSidebar([{type: 'category', label: 'SQL', children: []}]), 'version.docsSidebars.docs[0].items is not a list of sidebar items'],
  ])('fails, naming the file and the field, on %s', (_case, source, message) => {
    expect(() => strip(source)).toThrow(`${FILE}: ${message}${FIX}`);
  });

  it('fails on a generated-index category, whose doc cards read the list it empties', () => {
    const source = withSidebar([{type: 'category', label: 'SQL', link: {type: 'generated-index', permalink: '/docs/category/sql'}, items: []}]);
    expect(() => strip(source)).toThrow(
      `${FILE}: version.docsSidebars.docs[0] (category "SQL") has a generated-index page, which renders doc cards that read \`version.docs\` (useDocById); ` +
        'this loader empties that list: remove the loader from plugins/generated-data-trimming, or link the category to a doc',
    );
  });
});

// The emptied list breaks useDocById (it throws for an id it cannot find). Its one caller is
// theme-classic's DocCard, rendered by DocCardList and the generated-index page (which the loader
// refuses); nothing of ours renders them.
describe('nothing reads the emptied docs list', () => {
  const filesUnder = (dir: string, ext: RegExp): string[] =>
    fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}).filter((file) => ext.test(file)).map((file) => path.join(dir, file));

  it("useDocById's only caller in the installed theme is DocCard", () => {
    const themeLib = path.join(root, 'node_modules/@docusaurus/theme-classic/lib');
    const callers = filesUnder(themeLib, /\.js$/).filter((file) => fs.readFileSync(file, 'utf8').includes('useDocById'));
    expect(callers.map((file) => path.relative(themeLib, file))).toEqual(['theme/DocCard/index.js']);
  });

  it('no page, component or swizzle uses doc cards or useDocById', () => {
    const ours = [...filesUnder(path.join(root, 'docs'), /\.mdx?$/), ...filesUnder(path.join(root, 'src'), /\.[jt]sx?$/), path.join(root, 'sidebars.ts')];
    expect(ours.length).toBeGreaterThan(100);
    const users = ours.filter((file) => /DocCardList|@theme\/DocCard|useDocById|generated-index/.test(fs.readFileSync(file, 'utf8')));
    expect(users.map((file) => path.relative(root, file))).toEqual([]);
  });
});
