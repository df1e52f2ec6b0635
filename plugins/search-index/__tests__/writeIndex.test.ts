import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {decodeIndex} from '../../../src/search/indexFile';
import {indexFileName, stampIndexUrl, writeIndex} from '../writeIndex';
import {PAGES} from '../../../src/search/__tests__/fixtures';

describe('writeIndex', () => {
  it('names the file by its content', () => {
    expect(indexFileName('{"v":1}')).toMatch(/^search-index\.[0-9a-f]{8}\.json$/);
    expect(indexFileName('{"v":1}')).toBe(indexFileName('{"v":1}'));
    expect(indexFileName('{"v":1}')).not.toBe(indexFileName('{"v":2}'));
  });

  it('stamps the address before </head>, once', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    const once = stampIndexUrl(html, '/docs/search-index.aaaaaaaa.json');
    expect(once).toBe('<html><head><title>x</title><meta name="docsearch-local-index" content="/docs/search-index.aaaaaaaa.json"></head><body></body></html>');
    expect(stampIndexUrl(once, '/docs/search-index.bbbbbbbb.json')).toBe(once.replace('aaaaaaaa', 'bbbbbbbb'));
    expect(() => stampIndexUrl('<p>no head</p>', 'x')).toThrow('search-index: no </head> to stamp the index address into');
  });

  it('writes the index beside the pages and stamps every HTML file', async () => {
    const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'search-index-'));
    await fs.mkdir(path.join(outDir, 'reference/sql'), {recursive: true});
    for (const file of ['index.html', '404.html', 'reference/sql/index.html']) {
      await fs.writeFile(path.join(outDir, file), '<html><head></head><body></body></html>');
    }
    const {file, url, stamped} = await writeIndex(outDir, '/docs/', PAGES);
    expect(url).toBe(`/docs/${path.basename(file)}`);
    expect(stamped).toBe(3);
    const written = JSON.parse(await fs.readFile(file, 'utf8'));
    expect(decodeIndex(written).length).toBeGreaterThan(PAGES.length);
    expect(await fs.readFile(path.join(outDir, 'reference/sql/index.html'), 'utf8')).toContain(`content="${url}"`);
    await fs.rm(outDir, {recursive: true});
  });
});
