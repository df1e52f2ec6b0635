import {createRequire} from 'node:module';
import {expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const strip = require('../stripGlobalDocs.cjs') as (source: string) => string;

it("keeps only each version's main doc in the docs plugin's global data, and the rest as it is", () => {
  const data = {
    'docusaurus-plugin-content-docs': {
      default: {
        path: '/docs/',
        versions: [{name: 'current', mainDocId: 'introduction', docs: [{id: 'introduction', path: '/docs/'}, {id: 'quick-start', path: '/docs/quick-start'}]}],
      },
    },
    'search-index': {file: 'x.json'},
  };
  expect(JSON.parse(strip(JSON.stringify(data)))).toEqual({
    'docusaurus-plugin-content-docs': {
      default: {path: '/docs/', versions: [{name: 'current', mainDocId: 'introduction', docs: [{id: 'introduction', path: '/docs/'}]}]},
    },
    'search-index': {file: 'x.json'},
  });
});
