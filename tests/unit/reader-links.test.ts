// The addresses the reader tools build: demo console runs, edit links, Markdown twins; and the clipboard helper.
import {afterEach, describe, expect, it, vi} from 'vitest';
import {demoQueryUrl, hasDemoFlag, metaWords} from '../../src/site/demo';
import {docsEditUrl, externalLinks, markdownTwinUrl} from '../../src/site/links';
import {canCopy, copyText} from '../../src/site/clipboard';

describe('demo blocks', () => {
  it('find the demo flag among the meta words, not inside a quoted title', () => {
    expect(metaWords('title="A demo query" demo showLineNumbers')).toEqual(['title=', 'demo', 'showLineNumbers']);
    expect(hasDemoFlag('demo')).toBe(true);
    expect(hasDemoFlag('title="Runs on the demo"')).toBe(false);
    expect(hasDemoFlag("title='demo'")).toBe(false);
    expect(hasDemoFlag('demonstration')).toBe(false);
    expect(hasDemoFlag(undefined)).toBe(false);
  });

  it('open the demo console with the query encoded and run', () => {
    expect(demoQueryUrl("SELECT * FROM trades WHERE symbol = 'BTC-USD' AND price > 100;\n")).toBe(
      "https://demo.questdb.io/?query=SELECT%20*%20FROM%20trades%20WHERE%20symbol%20%3D%20'BTC-USD'%20AND%20price%20%3E%20100%3B&executeQuery=true",
    );
  });
});

describe('page links', () => {
  it('edit a page in this project repository, at the file path', () => {
    expect(docsEditUrl('docs/reference/sql/sample-by.md')).toBe(`${externalLinks.docsRepository}/edit/main/docs/reference/sql/sample-by.md`);
  });

  it('put the Markdown twin beside the page, with or without the trailing slash', () => {
    expect(markdownTwinUrl('/docs/quick-start/')).toBe('/docs/quick-start/index.md');
    expect(markdownTwinUrl('/docs/quick-start')).toBe('/docs/quick-start/index.md');
    expect(markdownTwinUrl('https://questdb.com/docs/')).toBe('https://questdb.com/docs/index.md');
  });
});

describe('copyText', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says copying is impossible without the asynchronous clipboard API', () => {
    vi.stubGlobal('navigator', {});
    expect(canCopy()).toBe(false);
    vi.stubGlobal('navigator', {clipboard: {writeText: async () => undefined}});
    expect(canCopy()).toBe(true);
  });

  it('writes a string as text', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', {clipboard: {writeText, write: vi.fn()}});
    await copyText('https://questdb.com/docs/#a');
    expect(writeText).toHaveBeenCalledWith('https://questdb.com/docs/#a');
  });

  it('hands text still being fetched to the clipboard as a promise, where ClipboardItem exists', async () => {
    const items: {data: Record<string, Promise<Blob>>}[] = [];
    vi.stubGlobal(
      'ClipboardItem',
      class {
        constructor(readonly data: Record<string, Promise<Blob>>) {}
      },
    );
    const write = vi.fn(async (written: {data: Record<string, Promise<Blob>>}[]) => {
      items.push(...written);
    });
    vi.stubGlobal('navigator', {clipboard: {writeText: vi.fn(), write}});
    await copyText(Promise.resolve('# Page'));
    expect(write).toHaveBeenCalledTimes(1);
    expect(await (await items[0]!.data['text/plain']!).text()).toBe('# Page');
  });

  it('waits for the text and writes it where ClipboardItem is missing, and passes failures on', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', {clipboard: {writeText}});
    await copyText(Promise.resolve('# Page'));
    expect(writeText).toHaveBeenCalledWith('# Page');
    await expect(copyText(Promise.reject(new Error('404')))).rejects.toThrow('404');
  });
});
