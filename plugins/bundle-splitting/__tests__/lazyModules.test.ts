import {describe, expect, it} from 'vitest';
import {isLazyModulePath} from '../lazyModules';

describe('isLazyModulePath', () => {
  it.each([
    '/site/node_modules/mermaid/dist/mermaid.core.mjs',
    '/site/node_modules/@mermaid-js/parser/dist/index.js',
    '/site/node_modules/d3-scale/src/linear.js',
    '/site/node_modules/katex/dist/katex.min.css',
    'C:\\site\\node_modules\\cytoscape\\dist\\cytoscape.esm.mjs',
    '/site/node_modules/minisearch/dist/es/index.js',
    '/site/node_modules/@docsearch/css/dist/modal.css',
  ])('keeps %s out of the shared bundles', (path) => {
    expect(isLazyModulePath(path)).toBe(true);
  });

  it.each([
    '/site/node_modules/react-dom/index.js',
    '/site/node_modules/@docusaurus/theme-classic/lib/theme/Layout/index.js',
    '/site/src/components/ReleaseCard/index.tsx',
    '/site/node_modules/d3x/index.js',
    '/site/node_modules/@docsearch/css/dist/button.css',
    undefined,
  ])('lets %s be shared', (path) => {
    expect(isLazyModulePath(path)).toBe(false);
  });
});
