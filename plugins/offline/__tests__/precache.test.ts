import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {getManifest} from 'workbox-build';
import {precache} from '../precache';

// The patterns @docusaurus/plugin-pwa 3.10 globs (lib/index.js, postBuild); they cannot be configured.
const PLUGIN_GLOBS = ['**/*.{js,json,css,html}', '**/*.{png,jpg,jpeg,gif,svg,ico}', '**/*.{woff,woff2,eot,ttf,otf}'];

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
  const {manifestEntries} = await getManifest({...precache, globDirectory: dir, globPatterns: PLUGIN_GLOBS});
  const entries = (manifestEntries ?? []).filter((e): e is {url: string; revision: string | null} => typeof e !== 'string');
  urls = entries.map((e) => e.url).sort();
  revisions = new Map(entries.map((e) => [e.url, e.revision]));
});

afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

describe('precache', () => {
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
