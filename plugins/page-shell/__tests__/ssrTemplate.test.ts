import {describe, expect, it} from 'vitest';
import {createRequire} from 'node:module';
import {LOADER_ATTRIBUTE, SCRIPT_LOADER, ssrTemplate, withDarkTheme, withScriptLoader} from '../ssrTemplate';

// Docusaurus' own template compiler, as the build uses it. Loaded untyped: its declarations pull
// in webpack's types, which clash with rspack's in the type check.
const {compileSSGTemplate} = createRequire(import.meta.url)('@docusaurus/core/lib/ssg/ssgTemplate.js') as {
  compileSSGTemplate: (template: string) => Promise<(data: object) => string>;
};

const data = {
  appHtml: '<main><p>Text</p></main>',
  baseUrl: '/docs/',
  htmlAttributes: 'lang="en"',
  bodyAttributes: 'class="docs"',
  headTags: '<link rel="icon" href="/docs/img/favicon.svg">',
  preBodyTags: '<svg style="display: none;"></svg>',
  postBodyTags: '<script>window.late = true</script>',
  metaAttributes: ['<title>Aggregation</title>'],
  scripts: ['assets/js/runtime~main.1234abcd.js', 'assets/js/main.5678ef90.js'],
  stylesheets: ['assets/css/styles.0000aaaa.css'],
  noIndex: false,
  version: '3.10.2',
};

async function render(): Promise<string> {
  return (await compileSSGTemplate(ssrTemplate))(data);
}

/** A document and window that record what the loader does. */
function fakeBrowser(visibilityState: 'visible' | 'hidden') {
  const added: {src: string; async: boolean}[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const document = {
    visibilityState,
    createElement: (tag: string) => ({tag, src: '', async: true}),
    body: {appendChild: (el: {src: string; async: boolean}) => added.push({src: el.src, async: el.async})},
  };
  const run = new Function('document', 'requestAnimationFrame', 'setTimeout', 'urls', `(${SCRIPT_LOADER})(urls)`);
  return {
    added,
    load: (urls: string[]) =>
      run(document, (f: () => void) => frames.push(f), (f: () => void) => timers.push(f), urls),
    nextFrame: () => frames.splice(0).forEach((f) => f()),
    runTimers: () => timers.splice(0).forEach((f) => f()),
  };
}

describe('ssrTemplate', () => {
  it('writes no script tag for the bundles, and the loader last in the body: the same text on every page, the addresses in order in its attribute', async () => {
    const html = await render();
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    expect(html).toContain('<link rel="stylesheet" href="/docs/assets/css/styles.0000aaaa.css" />');
    const loader = html.match(new RegExp(`<script ${LOADER_ATTRIBUTE}="([^"]*)">(.*)</script>\\s*</body>`));
    expect(loader?.[2]).toBe(`(${SCRIPT_LOADER})(JSON.parse(document.currentScript.getAttribute("${LOADER_ATTRIBUTE}")))`);
    expect(loader?.[1] && JSON.parse(loader[1].replaceAll('&quot;', '"'))).toEqual([
      '/docs/assets/js/runtime~main.1234abcd.js',
      '/docs/assets/js/main.5678ef90.js',
    ]);
    // Everything else of Docusaurus' template is still there, in its order.
    const order = ['<title>Aggregation</title>', 'rel="icon"', 'styles.0000aaaa.css', '<body class="docs">', '<svg', '<div id="__docusaurus"><main>', 'window.late', LOADER_ATTRIBUTE];
    const positions = order.map((text) => html.indexOf(text));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('writes the dark theme into the static HTML, so a page without JavaScript is dark too', async () => {
    expect(await render()).toMatch(/<html lang="en" data-theme="dark">/);
    expect(() => withDarkTheme('<html>\n<body></body></html>')).toThrow(/update withDarkTheme in ssrTemplate\.ts/);
  });

  it('fails the build, naming the file to update, when Docusaurus changes the part of its template it replaces', () => {
    const changed = '<html><head><% it.scripts.forEach((s) => { %><script type="module" src="<%= s %>"></script><% }); %></head>\n  <body></body></html>';
    expect(() => withScriptLoader(changed)).toThrow(/no longer has the deferred script tags .*update ssrTemplate\.ts/);
  });

  it('adds the scripts, in order and not async, only after a frame has been drawn', () => {
    const browser = fakeBrowser('visible');
    browser.load(['/a.js', '/b.js']);
    expect(browser.added).toEqual([]);
    browser.nextFrame();
    expect(browser.added).toEqual([]);
    browser.runTimers();
    expect(browser.added).toEqual([
      {src: '/a.js', async: false},
      {src: '/b.js', async: false},
    ]);
  });

  it('adds them at once in a tab that draws no frames', () => {
    const browser = fakeBrowser('hidden');
    browser.load(['/a.js']);
    expect(browser.added).toEqual([{src: '/a.js', async: false}]);
  });
});
