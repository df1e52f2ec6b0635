import {describe, expect, it} from 'vitest';
import {isLazyModulePath} from '../lazyModules';

describe('isLazyModulePath', () => {
  it.each([
    '/site/node_modules/katex/dist/katex.min.css',
    'C:\\site\\node_modules\\katex\\dist\\katex.mjs',
    '/site/node_modules/minisearch/dist/es/index.js',
    '/site/node_modules/@docsearch/css/dist/modal.css',
  ])('keeps %s out of the shared bundles', (path) => {
    expect(isLazyModulePath(path)).toBe(true);
  });

  it.each([
    '/site/node_modules/react-dom/index.js',
    '/site/node_modules/@docusaurus/theme-classic/lib/theme/Layout/index.js',
    '/site/src/components/ReleaseCard/index.tsx',
    '/site/node_modules/katexx/index.js',
    '/site/node_modules/@docsearch/css/dist/button.css',
    undefined,
  ])('lets %s be shared', (path) => {
    expect(isLazyModulePath(path)).toBe(false);
  });
});
