import {describe, expect, it} from 'vitest';
import {SEARCH_INDEX, SHELL_ATTRIBUTE, appShellHeaders, isPagePath, searchIndexAddress, toAppShell} from '../sw/appShell.js';

describe('toAppShell', () => {
  const head = '<!doctype html><html lang=en><head><title>QuestDB</title><script src=/docs/assets/js/main.1234abcd.js defer></script></head>';
  const theme = '<body><svg style="display: none;"></svg><script>document.documentElement.setAttribute("data-theme","dark")</script>';

  it('empties the React root of the minified 404 page and marks it, keeping head and early scripts', () => {
    const html = `${head}${theme}<div id=__docusaurus><div role=region><a href=#x>Skip</a></div><main><h1>Page Not Found</h1></main><footer><div>©</div></footer></div></body></html>`;
    expect(toAppShell(html)).toBe(`${head}${theme}<div id="__docusaurus" ${SHELL_ATTRIBUTE}="true"></div></body></html>`);
  });

  it('accepts a quoted id and keeps tags after the root', () => {
    const html = `<html><body><div id="__docusaurus"><p>old</p></div><script src="/late.js"></script></body></html>`;
    expect(toAppShell(html)).toBe(`<html><body><div id="__docusaurus" ${SHELL_ATTRIBUTE}="true"></div><script src="/late.js"></script></body></html>`);
  });

  it('returns null for a page without a React root', () => {
    expect(toAppShell('<html><body><main>offline</main></body></html>')).toBeNull();
    expect(toAppShell('<div id=__docusaurus>')).toBeNull();
  });
});

describe('isPagePath', () => {
  it.each(['/docs/', '/docs/quick-start/', '/docs/quick-start', '/docs/quick-start/index.html', '/docs/quick-start.html'])(
    '%s is a page',
    (pathname) => expect(isPagePath(pathname)).toBe(true),
  );
  it.each(['/docs/sitemap.xml', '/docs/img/social-card.png', '/docs/assets/fonts/KaTeX_Main-Regular.ttf', '/docs/manifest.json'])(
    '%s is a file',
    (pathname) => expect(isPagePath(pathname)).toBe(false),
  );
});

describe('SEARCH_INDEX', () => {
  it('matches hashed search index files under the base path', () => {
    expect(SEARCH_INDEX.test('/docs/search-index.1a2b3c4d.json')).toBe(true);
    expect(SEARCH_INDEX.test('/docs/assets/search-index-1a2b3c4d.json')).toBe(true);
    expect(SEARCH_INDEX.test('/docs/manifest.json')).toBe(false);
    expect(SEARCH_INDEX.test('/docs/search-index.1a2b3c4d.js')).toBe(false);
  });
});

describe('searchIndexAddress', () => {
  it('reads the address the search plugin stamps into every page', () => {
    const html = '<head><title>x</title><meta name="docsearch-local-index" content="/docs/search-index.acaa5f2b.json"></head>';
    expect(searchIndexAddress(html)).toBe('/docs/search-index.acaa5f2b.json');
    expect(searchIndexAddress('<head><meta name=docsearch-local-index content=/docs/search-index.1.json></head>')).toBe('/docs/search-index.1.json');
  });

  it('is null for a page without one', () => {
    expect(searchIndexAddress('<head><meta name="description" content="x"></head>')).toBeNull();
  });
});

describe('appShellHeaders', () => {
  it("keeps the stored 404.html's security headers and drops those that describe its bytes", () => {
    const stored = new Headers({
      'content-security-policy': "default-src 'self'",
      'x-frame-options': 'DENY',
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'br',
      'content-length': '1234',
      etag: 'W/"1"',
      'last-modified': 'Tue, 24 Nov 2026 20:00:00 GMT',
      vary: 'Accept-Encoding',
    });
    const headers: Record<string, string> = {};
    appShellHeaders(stored).forEach((value, name) => {
      headers[name] = value;
    });
    expect(headers).toEqual({
      'content-security-policy': "default-src 'self'",
      'content-type': 'text/html; charset=utf-8',
      'x-frame-options': 'DENY',
    });
  });
});
