// Docusaurus' own route codegen (pinned: @docusaurus/core lib/server/codegen/codegenRoutes.js), run
// on a few routes in a temporary folder, so the tests of the loaders that rewrite registry.js and
// routesChunkNames.json read what the installed Docusaurus writes, on any checkout.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';

const {generateRouteFiles} = createRequire(import.meta.url)('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as {
  generateRouteFiles: (params: {generatedFilesDir: string; routes: unknown[]}) => Promise<void>;
};

/** A docs-like route tree: a layout route with its plugin context and two doc pages below it. */
const ROUTES = [
  {
    path: '/docs/',
    component: '@theme/DocsRoot',
    exact: false,
    context: {plugin: '@generated/docusaurus-plugin-content-docs/default/__plugin.json'},
    routes: [
      {path: '/docs/', component: '@theme/DocItem', exact: true, modules: {content: '@site/docs/introduction.md'}, sidebar: 'docs'},
      {path: '/docs/concept/indexes/', component: '@theme/DocItem', exact: true, modules: {content: '@site/docs/concept/indexes.md'}, sidebar: 'docs'},
    ],
  },
];

/** The folder holding the generated registry.js, routesChunkNames.json and routes.js, as a production build writes them. */
export async function generatedRouteFiles(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-codegen-'));
  const nodeEnv = process.env.NODE_ENV;
  // Chunk names are 8-digit hashes in production builds, readable names otherwise.
  process.env.NODE_ENV = 'production';
  try {
    await generateRouteFiles({generatedFilesDir: dir, routes: ROUTES});
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return dir;
}
