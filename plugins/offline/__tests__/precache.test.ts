import fs from 'node:fs';
import Module, {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {getManifest} from 'workbox-build';
import {offlinePwaOptions} from '..';
import {precache} from '../precache';

// What @docusaurus/plugin-pwa really passes to workbox-build: its own postBuild runs with our precache
// options, the service-worker bundling stubbed and injectManifest recorded (not a copy of its glob list).
interface InjectManifestCall {
  globPatterns: string[];
  globDirectory: string;
  swSrc: string;
  swDest: string;
  [option: string]: unknown;
}

async function pluginPwaInjectManifestCall(outDir: string): Promise<InjectManifestCall> {
  const require = createRequire(import.meta.url);
  const pluginFile = require.resolve('@docusaurus/plugin-pwa/lib/index.js');
  const pluginDir = path.dirname(pluginFile);
  let call: InjectManifestCall | undefined;
  const moduleLoader = Module as unknown as {_load: (request: string, parent: {filename?: string} | null, isMain: boolean) => unknown};
  const load = moduleLoader._load;
  moduleLoader._load = function (request, parent, isMain) {
    const real = load.call(this, request, parent, isMain) as Record<string, unknown>;
    if (!parent?.filename?.startsWith(pluginDir)) return real;
    if (request === 'workbox-build') {
      return {...real, injectManifest: async (config: InjectManifestCall) => void (call = config)};
    }
    if (request === '@docusaurus/bundler') {
      return {...real, compile: async () => undefined, getProgressBarPlugin: async () => class {}, getMinimizers: async () => []};
    }
    return real;
  };
  const previous = require.cache[pluginFile];
  delete require.cache[pluginFile];
  try {
    const {default: pluginPwa} = require(pluginFile) as {default: (context: unknown, options: unknown) => {postBuild: (props: unknown) => Promise<void>} | null};
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    const plugin = pluginPwa(
      {outDir, baseUrl: '/docs/', i18n: {currentLocale: 'en'}, siteConfig: {future: {faster: {}}}},
      {debug: false, offlineModeActivationStrategies: ['queryString'], pwaHead: [], ...offlinePwaOptions},
    );
    process.env.NODE_ENV = env;
    if (!plugin) throw new Error('@docusaurus/plugin-pwa returned no plugin in production mode');
    class EnvironmentPlugin {}
    await plugin.postBuild({outDir, siteConfig: {future: {faster: {}}}, currentBundler: {name: 'rspack', instance: {EnvironmentPlugin}}});
  } finally {
    moduleLoader._load = load;
    delete require.cache[pluginFile];
    if (previous) require.cache[pluginFile] = previous;
  }
  if (!call) throw new Error('@docusaurus/plugin-pwa postBuild did not call workbox-build injectManifest: re-read plugins/offline/precache.ts against its lib/index.js');
  return call;
}

const files: Record<string, string> = {
  '404.html': '<html>not found</html>',
  'offline.html': '<html>offline</html>',
  'index.html': '<html>intro</html>',
  'quick-start/index.html': '<html>quick start</html>',
  'reference/sql/sample-by/index.html': '<html>sample by</html>',
  'assets/js/main.1a2b3c4d.js': 'main',
  'assets/js/c179f821.5ad1ec3f.js': 'route chunk',
  'assets/js/main.1a2b3c4d.js.LICENSE.txt': 'licenses',
  'assets/css/styles.90f9bde2.css': 'css',
  'assets/fonts/KaTeX_Main-Regular-a1b2c3d4.woff2': 'woff2',
  'assets/fonts/KaTeX_Main-Regular-a1b2c3d4.woff': 'woff',
  'assets/fonts/KaTeX_Main-Regular-a1b2c3d4.ttf': 'ttf',
  'img/logo.svg': '<svg/>',
  'img/icon-192.png': 'png',
  'img/social-card.png': 'png',
  'img/apple-touch-icon.png': 'png',
  'manifest.json': '{}',
  'search-index.0f1e2d3c.json': '{"docs":[]}',
  'sitemap.xml': '<urlset/>',
};

let dir: string;
let urls: string[];
let revisions: Map<string, string | null>;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precache-'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), content);
  }
  const {swSrc: _swSrc, swDest: _swDest, ...manifestOptions} = await pluginPwaInjectManifestCall(dir);
  const {manifestEntries} = await getManifest(manifestOptions);
  const entries = (manifestEntries ?? []).filter((e): e is {url: string; revision: string | null} => typeof e !== 'string');
  urls = entries.map((e) => e.url).sort();
  revisions = new Map(entries.map((e) => [e.url, e.revision]));
});

afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

describe('precache', () => {
  it("reads plugin-pwa's own glob list and our options, with the build as the glob directory", async () => {
    const call = await pluginPwaInjectManifestCall(dir);
    expect(call.globDirectory).toBe(dir);
    expect(call.globPatterns.some((pattern) => pattern.includes('woff2'))).toBe(true);
    expect(call.globIgnores).toEqual(precache.globIgnores);
  });

  it('holds the app shell, the offline page, code, styles, woff2 fonts, icons and the manifest', () => {
    expect(urls).toEqual([
      '404.html',
      'assets/css/styles.90f9bde2.css',
      'assets/fonts/KaTeX_Main-Regular-a1b2c3d4.woff2',
      'assets/js/c179f821.5ad1ec3f.js',
      'assets/js/main.1a2b3c4d.js',
      'img/icon-192.png',
      'img/logo.svg',
      'manifest.json',
      'offline.html',
    ]);
  });

  it('versions hashed files by their name and the others by a content revision', () => {
    expect(revisions.get('assets/js/main.1a2b3c4d.js')).toBeNull();
    expect(revisions.get('assets/css/styles.90f9bde2.css')).toBeNull();
    expect(revisions.get('404.html')).toMatch(/^[0-9a-f]{32}$/);
    expect(revisions.get('manifest.json')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('leaves the search index to the worker, which saves it at install', () => {
    expect(urls.some((url) => url.includes('search-index'))).toBe(false);
  });

  it('keeps files far larger than the 2 MiB Workbox default', () => {
    expect(precache.maximumFileSizeToCacheInBytes).toBeGreaterThanOrEqual(8 * 1024 * 1024);
  });
});
