import {createRequire} from 'node:module';
import {expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const strip = require('../stripVersionDocs.cjs') as (source: string) => string;

it('empties the list of docs and slims sidebar links to what the browser reads', () => {
  const data = {
    version: {
      docs: {intro: {id: 'intro', title: 'Intro', description: 'D', sidebar: 'docs'}},
      docsSidebars: {
        docs: [
          {type: 'link', href: '/docs/', label: 'Intro', docId: 'intro', unlisted: false},
          {type: 'category', label: 'SQL', items: [{type: 'link', href: '/docs/sql/', label: 'SQL', docId: 'sql', unlisted: true}]},
          {type: 'link', href: 'https://example.com/', label: 'Out'},
        ],
      },
    },
  };
  expect(JSON.parse(strip(JSON.stringify(data)))).toEqual({
    version: {
      docs: {},
      docsSidebars: {
        docs: [
          {type: 'link', href: '/docs/', label: 'Intro', docId: 1},
          {type: 'category', label: 'SQL', items: [{type: 'link', href: '/docs/sql/', label: 'SQL', docId: 1, unlisted: true}]},
          {type: 'link', href: 'https://example.com/', label: 'Out'},
        ],
      },
    },
  });
});
