// Every upstream file the site replaces, patches, copies or reaches into, with the sha256 of the
// installed version's content. __tests__/pins.test.ts hashes the installed files and fails, naming
// the file and what to re-check, when an upgrade changes one. After re-checking, update `sha256`.
import {DOCSEARCH_PATCHES} from '../search-index/docsearchPatches';

export type PinKind =
  /** A module the browser (or both) builds replace by resolved file path. */
  | 'replaced-module'
  /** A loader that rewrites a file Docusaurus generates; the pin is the code that generates it. */
  | 'generated-file-loader'
  /** A regex patch applied to an upstream file's source. */
  | 'source-patch'
  /** A theme component overridden under its theme name (wrapped, ejected or replaced). */
  | 'theme-component'
  /** Bundler configuration Docusaurus builds, changed in place by a plugin. */
  | 'bundler-config'
  /** A file outside the package's public entry points, imported or copied. */
  | 'private-file';

export interface Pin {
  readonly kind: PinKind;
  /** npm package name. */
  readonly package: string;
  /** The file inside the package; null when the theme name has no upstream component. */
  readonly path: string | null;
  /** sha256 (hex) of the installed file's content; null with `path: null`. */
  readonly sha256: string | null;
  /** Our file that does it. */
  readonly ours: string;
  /** What we change. */
  readonly change: string;
  /** Why. */
  readonly why: string;
  /** The measured figure (plugins/upstream-pins/README.md, bench/NOTES.md), or what the deviation is for when it is not an optimisation. */
  readonly measuredGain: string;
  /** The upstream issue where one exists, else "none filed". */
  readonly upstreamIssue: string;
  /** Theme components only: how the component is overridden. */
  readonly themeForm?: ThemeForm;
  /** Ejected copies only: why a wrap cannot do it. */
  readonly whyNotWrap?: string;
}

/**
 * How a theme component is overridden. A wrap imports `@theme-original/...` and adds around it (an
 * upgrade brings the theme's new code with it); an ejected copy is the theme's code, changed (an
 * upgrade must be merged into it by hand); a replacement is our own component under the theme's name.
 */
export type ThemeForm = 'wrap' | 'ejected' | 'replaced';

// Gains measured on 2026-11-24 (plugins/upstream-pins/README.md, "Measured gains"): each deviation
// turned off alone, a cold build, bench/foundation.ts first-visit JS (gzip level 9) on /docs/,
// /docs/reference/sql/sample-by/ and /docs/reference/function/aggregation/.
const NONE_FILED = 'none filed';
const THEME_CLASSIC = '@docusaurus/theme-classic';

interface ThemeOverride {
  readonly form: ThemeForm;
  readonly change: string;
  readonly why: string;
  readonly measuredGain: string;
  readonly whyNotWrap?: string;
}

/** A theme component overridden in src/theme/. */
function themeComponent(name: string, upstream: {package?: string; path: string | null; sha256: string | null}, override: ThemeOverride): Pin {
  return {
    kind: 'theme-component',
    package: upstream.package ?? THEME_CLASSIC,
    path: upstream.path,
    sha256: upstream.sha256,
    ours: `src/theme/${name}`,
    change: override.change,
    why: override.why,
    measuredGain: override.measuredGain,
    upstreamIssue: NONE_FILED,
    themeForm: override.form,
    ...(override.whyNotWrap ? {whyNotWrap: override.whyNotWrap} : {}),
  };
}

const DOCSEARCH_MODAL = {package: '@docsearch/react', path: 'dist/esm/DocSearchModal.js', sha256: '6a347d97e7a61c77780962660132adfb04e600ad284cb58e61b633ff68b96e05'};
const SSG_TEMPLATE = {package: '@docusaurus/core', path: 'lib/ssg/ssgTemplate.html.js', sha256: '5d6584e4a61b22d44bbbd7fe92a7a30352564b5a1dc89853a9bdbbf14d092597'};

export const UPSTREAM_PINS: readonly Pin[] = [
  // Modules replaced by resolved file path (plugins/runtime-stand-ins, plugins/mermaid-prebuilt).
  {
    kind: 'replaced-module',
    package: '@docusaurus/core',
    path: 'lib/client/clientEntry.js',
    sha256: 'a9d6514eaf79c05c7d5275b5139298a5467c1c8339ab8a887c5d8ba61aff9871',
    ours: 'plugins/runtime-stand-ins/clientEntry.tsx',
    change: 'the same start-up (client modules, route table, route chunks, React DOM, the app, hydration in a transition), each part in a task of its own',
    why: 'the original runs all of main.js and starts the route chunks in one long task, the longest of every first visit',
    measuredGain: 'aggregation Lighthouse 87/91/86 -> 96/99/94 (TBT 384/339/294 -> 117/109/179 ms), interleaved runs at 4x (bench/NOTES.md)',
    upstreamIssue: NONE_FILED,
  },
  {
    kind: 'replaced-module',
    package: '@docusaurus/core',
    path: 'lib/client/prefetch.js',
    sha256: '7543271549a9882a308f0fad8155631ab98c0389a75a88946f3be11c8933089c',
    ours: 'plugins/runtime-stand-ins/noViewportPrefetch.ts',
    change: 'a no-op: no prefetch of the chunks of links that scroll into view (preload on hover, touch and focus stays)',
    why: 'the sidebar shows 20+ links, so a first visit downloaded more for other pages than for itself',
    measuredGain: '/docs/ first visit 422.6 KB -> 207.1 KB gzip before idle (216.0 KB prefetched -> 0; bench/NOTES.md)',
    upstreamIssue: NONE_FILED,
  },
  {
    kind: 'replaced-module',
    package: '@docusaurus/core',
    path: 'lib/client/browserContext.js',
    sha256: 'f0765ea0de6c682044acc2d1f6f7d474e9ac389591a8e97f877e437c09225b4c',
    ours: 'plugins/runtime-stand-ins/browserContext.tsx',
    change: 'the same context, flipped to true after hydration inside a transition',
    why: 'the urgent flip re-rendered every useIsBrowser() consumer in one long task right after hydration',
    measuredGain: 'with useWindowSize.ts: synchronous rendering after hydration 127–265 -> 31–65 ms on sample-by at 4x (bench/NOTES.md)',
    upstreamIssue: NONE_FILED,
  },
  {
    kind: 'replaced-module',
    package: '@docusaurus/theme-common',
    path: 'lib/hooks/useWindowSize.js',
    sha256: 'a32a46c867130090a4d785590da6f9cc69789eb67a94a5386fc6416857b91872',
    ours: 'plugins/runtime-stand-ins/useWindowSize.ts',
    change: "the same hook; its first update after hydration ('ssr' -> 'mobile'/'desktop') is a transition",
    why: 'the urgent update re-rendered the navbar, sidebar and table of contents in one long task; reached around the package exports map',
    measuredGain: 'with browserContext.tsx: synchronous rendering after hydration 127–265 -> 31–65 ms on sample-by at 4x (bench/NOTES.md)',
    upstreamIssue: NONE_FILED,
  },
  {
    kind: 'replaced-module',
    package: '@docusaurus/theme-common',
    path: 'lib/hooks/useMutationObserver.js',
    sha256: '61c7bf5112c4c03089722c0600eea41592ce1f80d0913cb2778ba8b3ffd17831',
    ours: 'plugins/runtime-stand-ins/useMutationObserver.ts',
    change: 'the same hook, options memoized without sorting their keys by localeCompare',
    why: 'every code block renders it and each localeCompare sets up an ICU collator; reached around the package exports map',
    measuredGain: 'about 1 ms per code block at 4x, 30 ms on a page with 30 blocks (bench/NOTES.md)',
    upstreamIssue: NONE_FILED,
  },
  {
    kind: 'replaced-module',
    package: THEME_CLASSIC,
    path: 'lib/prism-include-languages.js',
    sha256: 'a464a26897ccb5b2a509dcec3fd9b35e7038c1ee91f7f8863c7096e991af8774',
    ours: 'plugins/runtime-stand-ins/noModule.ts',
    change: 'an empty module in the browser build; Prism loads only when the browser renders a code block (src/highlight/)',
    why: "the client module put Prism and every extra language into main.js to redo markup the HTML already holds",
    measuredGain: '/docs/ 207.1 -> 164.6 KB gzip first-visit JS (main.js 41 KB less; bench/NOTES.md)',
    upstreamIssue: NONE_FILED,
  },
  {
    kind: 'replaced-module',
    package: '@docusaurus/core',
    path: 'lib/client/BaseUrlIssueBanner/index.js',
    sha256: '595521e3fe1fb3a6f14b51eae156d7ef8a096c15526c5937b0e9469e1e230995',
    ours: 'plugins/runtime-stand-ins/noComponent.ts',
    change: 'a component that renders nothing, in the browser build (baseUrlIssueBanner: false)',
    why: 'the banner is off, yet its code shipped in main.js',
    measuredGain: 'with the ColorModeToggle stand-in: 1.8 KB gzip of main.js (bench/NOTES.md)',
    upstreamIssue: NONE_FILED,
  },
  {
    kind: 'replaced-module',
    package: '@docusaurus/theme-mermaid',
    path: 'lib/client/loadMermaid.js',
    sha256: '44b6dd75e9463f67906a9dcebeda56b67b63aa71a7c981ddb1e13b4a2d943cdc',
    ours: 'plugins/mermaid-prebuilt/loadMermaid.ts',
    change: "imports Mermaid's own pre-built ES modules with a native import() instead of the bundled package",
    why: 'bundling Mermaid and its d3/cytoscape/langium family cost about 4 s of a cold build',
    measuredGain: 'cold build 0.27 -> 0.19–0.25 s per page; first diagram 4.3–4.4 -> 5.1–5.3 s on a slow HTTP/1.1 link (bench/NOTES.md, plugins/mermaid-prebuilt/README.md)',
    upstreamIssue: NONE_FILED,
  },

  // Loaders that rewrite files Docusaurus generates in .docusaurus/ (production browser build).
  {
    kind: 'generated-file-loader',
    package: '@docusaurus/plugin-content-docs',
    path: 'lib/props.js',
    sha256: '26b2e7cd95c0f81203f657442942280cb73a1da075148941b240c5f5c11adcad',
    ours: 'plugins/generated-data-trimming/stripVersionDocs.cjs',
    change: "the version metadata's list of docs is emptied; sidebar links' docId becomes 1, `unlisted: false` dropped",
    why: 'every docs page loads the file and only DocCard (useDocById) reads the docs list; the site renders no doc cards (the loader throws on a generated-index category)',
    measuredGain: 'version metadata 8.3 -> 3.3 KB gzip; /docs/ 163.4 -> 158.5 KB at 90 pages (bench/NOTES.md)',
    upstreamIssue: NONE_FILED,
  },
  {
    kind: 'generated-file-loader',
    package: '@docusaurus/core',
    path: 'lib/server/codegen/codegen.js',
    sha256: '611cf627307a668cad034f2a00e6218347b0fb9136cac2fe6ec9d3cff39a57df',
    ours: 'plugins/generated-data-trimming/stripGlobalDocs.cjs',
    change: "globalData.json keeps only each docs version's main doc",
    why: 'main.js held every doc (id, path, sidebar); only doc/version navbar items read the list, which the site does not use',
    measuredGain: '2.46 KB gzip first-visit JS on every page (/docs/ 166.46 -> 164.00 KB; sample-by 170.55 -> 168.08 KB: over the 170 KB budget without it)',
    upstreamIssue: NONE_FILED,
  },
  {
    kind: 'generated-file-loader',
    package: '@docusaurus/core',
    path: 'lib/server/codegen/codegen.js',
    sha256: '611cf627307a668cad034f2a00e6218347b0fb9136cac2fe6ec9d3cff39a57df',
    ours: 'plugins/generated-data-trimming/stripServerConfig.cjs',
    change: 'docusaurus.config.mjs without presets, plugins, the SSR template, head tags and other build-only keys',
    why: 'Docusaurus ships the whole site config to the browser, which reads none of those keys',
    measuredGain: '1.23 KB gzip first-visit JS on every page (/docs/ 165.23 -> 164.00 KB)',
    upstreamIssue: NONE_FILED,
  },
  {
    kind: 'generated-file-loader',
    package: '@docusaurus/core',
    path: 'lib/server/codegen/codegenRoutes.js',
    sha256: '6bdf7133ebc411f96e918619faf14543239e27adebe60f4bbb081a392349689c',
    ours: 'plugins/generated-data-trimming/stripRegistryModuleNames.cjs',
    change: "registry.js entries lose their module name (react-loadable reads it only while the server renders)",
    why: 'one "@site/docs/....md" string per page in main.js',
    measuredGain: '1.66 KB gzip first-visit JS on every page (/docs/ 165.66 -> 164.00 KB)',
    upstreamIssue: NONE_FILED,
  },
  {
    kind: 'generated-file-loader',
    package: '@docusaurus/core',
    path: 'lib/server/codegen/codegenRoutes.js',
    sha256: '6bdf7133ebc411f96e918619faf14543239e27adebe60f4bbb081a392349689c',
    ours: 'plugins/chunk-naming/shortenRegistryChunkNames.cjs, plugins/chunk-naming/shortenRoutesChunkNames.cjs',
    change: 'route chunk names in registry.js and routesChunkNames.json become "r" + index in base 36',
    why: 'main.js carried each 8-hex-digit name three times, near-random text gzip cannot shrink',
    measuredGain: '3.13 KB gzip first-visit JS on every page (/docs/ 167.13 -> 164.00 KB; sample-by 171.21 -> 168.08 KB: over the budget without it)',
    upstreamIssue: NONE_FILED,
  },

  // Bundler configuration Docusaurus builds, changed in place.
  {
    kind: 'bundler-config',
    package: '@docusaurus/core',
    path: 'lib/webpack/base.js',
    sha256: 'b3c441dfc9ae516bb37243d2a502d4acf3298c0c9acd62120e644a0c067513ea',
    ours: 'plugins/bundle-splitting/index.ts, plugins/chunk-naming/index.ts',
    change: "the `common` and `styles` cache groups skip KaTeX, MiniSearch and DocSearch's modal CSS; chunk files are named by id",
    why: 'page-specific libraries were hoisted into bundles every page loads; the id -> name map was one entry per page in the runtime',
    measuredGain: 'cache groups: CSS of plain pages 27.71 -> 18.75 KB gzip (KaTeX CSS no longer on every page), at the price of 0.50 KB more JS; chunk files by id: 0.96 KB gzip first-visit JS on every page',
    upstreamIssue: NONE_FILED,
  },
  {
    kind: 'bundler-config',
    package: '@docusaurus/utils',
    path: 'lib/webpackUtils.js',
    sha256: 'd73a5271f174eceba32ed354ba97ca96d6f9718c3aa0646c1ea0f7ad4a42b647',
    ours: 'plugins/bundle-splitting/index.ts',
    change: "the font rule's url-loader never inlines (limit: false)",
    why: 'an inlined font downloads with the stylesheet; KaTeX alone would add ~80 KB of CSS',
    measuredGain: 'aggregation (math): render-blocking CSS 103.62 -> 23.32 KB gzip (fonts loaded 41.7 -> 52.1 KB, only the faces used); plain pages unchanged',
    upstreamIssue: NONE_FILED,
  },

  // Regex patches on upstream sources: DocSearch's modal (plugins/search-index/docsearchPatches.ts,
  // listed as it stands) and Docusaurus' SSR template (plugins/page-shell/ssrTemplate.ts).
  ...DOCSEARCH_PATCHES.map(
    (patch): Pin => ({
      kind: 'source-patch',
      ...DOCSEARCH_MODAL,
      ours: 'plugins/search-index/docsearchPatches.ts',
      change: `patch: ${patch.find.source.slice(0, 60)}…`,
      why: patch.why,
      measuredGain: `behaviour, not bytes: 0 B of first-visit JS (the modal loads on first use); ${patch.checkedBy}`,
      upstreamIssue: NONE_FILED,
    }),
  ),
  {
    kind: 'source-patch',
    ...DOCSEARCH_MODAL,
    ours: 'plugins/search-index/docsearchNoEvalProbe.ts',
    change: "zod's `new Function(\"\")` eval probe answers false without running",
    why: "the site's CSP allows no eval: every opening of the modal reported a violation, though zod falls back by itself",
    measuredGain: 'no CSP violation on opening the search modal (tests/e2e/content-security-policy.spec.ts); a few dozen bytes',
    upstreamIssue: NONE_FILED,
  },
  {
    kind: 'source-patch',
    ...SSG_TEMPLATE,
    ours: 'plugins/page-shell/ssrTemplate.ts (withScriptLoader)',
    change: 'no `<script defer>` tags in the head; an inline loader at the end of the body adds the scripts after the first frame',
    why: 'the first paint of a long page waited for main.js',
    measuredGain: "aggregation LCP 2.46/1.30/1.53 s -> 1.59/1.68/1.67 s, interleaved Lighthouse runs (bench/NOTES.md)",
    upstreamIssue: NONE_FILED,
  },
  {
    kind: 'source-patch',
    ...SSG_TEMPLATE,
    ours: 'plugins/page-shell/ssrTemplate.ts (withDarkTheme)',
    change: '`data-theme="dark"` on <html> in the HTML itself',
    why: 'Docusaurus sets it only from an inline script: without JavaScript the dark-only site rendered light',
    measuredGain: 'behaviour, not bytes (one attribute in each page\'s HTML): dark without JavaScript (tests/e2e/theme.spec.ts, "dark before any script runs")',
    upstreamIssue: NONE_FILED,
  },

  // Theme components overridden in src/theme/: 8 wraps, 2 ejected copies, 8 replacements.
  // The feature overrides (page actions, Markdown twin link, diagram scroll box, partial banner, copy-link
  // button) together cost 2.03 KB gzip of first-visit JS; they are what the specification asks, not optimisations.
  themeComponent('Admonition/Types.tsx', {path: 'lib/theme/Admonition/Types.js', sha256: '7dc5f4c55e015d211a797add890ac002fdbf78ed21f694ca6334712cee0d6ab9'}, {
    form: 'wrap',
    change: 'spreads the theme map and adds the `enterprise` admonition type',
    why: 'the site has one Enterprise admonition',
    measuredGain: 'a feature, not an optimisation (used by the Enterprise-only pages)',
  }),
  themeComponent('CodeBlock/Content/index.tsx', {path: 'lib/theme/CodeBlock/Content/index.js', sha256: '0d361f5894590ea483a8cd846925bf41d85301eed29e0cfb4dc515128ab35556'}, {
    form: 'replaced',
    change: "the browser keeps the server's highlighted markup",
    why: 'the browser never needs Prism for code in the HTML',
    measuredGain: '/docs/ 207.1 -> 164.6 KB gzip with the Prism client module stand-in (bench/NOTES.md)',
  }),
  themeComponent('CodeBlock/Line/Token/index.tsx', {path: 'lib/theme/CodeBlock/Line/Token/index.js', sha256: '4e10e6f7181cd3aa8a98cc745d8867e2bfb9abcab1d879198c544ccefdc42e63'}, {
    form: 'wrap',
    change: 'tokens drawn like the surrounding code are bare text',
    why: 'a span per token made long pages heavy',
    measuredGain: 'aggregation 6,978 -> 5,696 elements, HTML 32.1 -> 30.7 KB gzip (bench/NOTES.md)',
  }),
  themeComponent('CodeBlock/Line/index.tsx', {path: 'lib/theme/CodeBlock/Line/index.js', sha256: '5512298d8a194b78aec9759f944e035c75660bb887040779576dc1fed63ddce8'}, {
    form: 'wrap',
    change: 'runs of plain tokens merged into one',
    why: 'see CodeBlock/Line/Token',
    measuredGain: 'aggregation 6,978 -> 5,696 elements (bench/NOTES.md)',
  }),
  themeComponent('CodeBlock/index.tsx', {path: 'lib/theme/CodeBlock/index.js', sha256: '639f8655d319e123c4efa5223a42078d3e98ea361e206f6f1bfb87b080a28904'}, {
    form: 'wrap',
    change: 'a "Run on demo" link under `questdb-sql` blocks whose meta has `demo`',
    why: 'spec: examples that run on the public QuestDB demo',
    measuredGain:
      'a feature. It was an ejected copy that also skipped the remount after hydration: that saved 0.02 KB gzip and about 310 of sample-by\'s elements rebuilt after hydration, with no difference in long-task time at 4x slowdown beyond the noise (5 interleaved runs, medians 325 ms with the copy, 270 ms without); now a wrap',
  }),
  themeComponent('ColorModeToggle/index.tsx', {path: 'lib/theme/ColorModeToggle/index.js', sha256: '0c879fd020f317a5d8c6f76951cb1e919bb727d0fd88fdb630e38023fb7af862'}, {
    form: 'replaced',
    change: 'renders nothing',
    why: 'the site is dark only; the toggle code shipped in main.js',
    measuredGain: 'with the base-URL banner stand-in: 1.8 KB gzip of main.js (bench/NOTES.md)',
  }),
  themeComponent('ContentVisibility/Unlisted/index.tsx', {path: 'lib/theme/ContentVisibility/Unlisted/index.js', sha256: '53365697b9c46ece955889c730176c649debaa2ca44e4231c98f959b39b9463b'}, {
    form: 'replaced',
    change: 'says the page is a sample fragment other pages include',
    why: "the theme's note about direct links does not fit",
    measuredGain: 'a feature, not an optimisation (see the comment above the theme components)',
  }),
  themeComponent('DocItem/Content/index.tsx', {path: 'lib/theme/DocItem/Content/index.js', sha256: '0902dcb538c3dbbea3947079e9cf0744961649088f234ad6cbe8ed0495430c6d'}, {
    form: 'wrap',
    change: 'page actions (Copy page, View as Markdown) in the header',
    why: 'spec: page actions on every docs page',
    measuredGain: 'a feature, not an optimisation (see the comment above the theme components)',
  }),
  themeComponent('DocItem/Metadata/index.tsx', {path: 'lib/theme/DocItem/Metadata/index.js', sha256: 'f92ee0be920631f38865ac890f21473d786c542e06521f0239e78c27743df633'}, {
    form: 'wrap',
    change: '`noindex` front matter and a link to the Markdown twin',
    why: 'search engines and machine readers',
    measuredGain: 'a feature, not an optimisation (see the comment above the theme components)',
  }),
  themeComponent('Heading/index.tsx', {path: 'lib/theme/Heading/index.js', sha256: 'bd5eb7a8be21738b9bcf024362a6dc5abab627cda46a782890388b4eb2bcab8e'}, {
    form: 'ejected',
    change: 'a button that copies the heading link, after the `#` link',
    why: 'spec: a copy-link control on every anchored heading',
    measuredGain: 'a feature, not an optimisation (see the comment above the theme components)',
    whyNotWrap:
      "a wrap can add the button only as a child or a sibling of the heading: as a child it comes before the `#` link and makes the children non-string, so the theme labels the link with the bare id; as a sibling it is outside the heading's anchor target and layout",
  }),
  themeComponent('LastUpdated/index.tsx', {path: 'lib/theme/LastUpdated/index.js', sha256: '30948229c514009458316d5f6d94da1562993c6d05ca40f3f56be9079f89b35c'}, {
    form: 'ejected',
    change: 'formats the date without Intl',
    why: 'the theme built an Intl.DateTimeFormat on every render',
    measuredGain: '40–75 ms main-thread time per page at 4x (bench/NOTES.md)',
    whyNotWrap: 'the Intl formatter is built inside the theme component: a wrap still renders it',
  }),
  themeComponent('Mermaid/index.tsx', {package: '@docusaurus/theme-mermaid', path: 'lib/theme/Mermaid/index.js', sha256: '00cfd826fd26f876db7dbb99057627e3eae3fd0ebbffe15129db94a4f4550e50'}, {
    form: 'wrap',
    change: 'a keyboard-scrollable box around diagrams wider than the column',
    why: 'diagrams keep their natural size (useMaxWidth: false)',
    measuredGain: 'a feature, not an optimisation (see the comment above the theme components)',
  }),
  themeComponent('Navbar/MobileSidebar/Layout/index.tsx', {path: 'lib/theme/Navbar/MobileSidebar/Layout/index.js', sha256: '25a9f4a9c4a55a7e7d8998b2cec0e0d435ab63a886e4a38c1dcf2502de4d912f'}, {
    form: 'replaced',
    change: 'one full-screen menu instead of two sliding panels, its content rendered on first open (uses theme-common/internal)',
    why: 'spec: search, nav links, Product accordions, then the docs sidebar',
    measuredGain: 'a feature, not an optimisation (the specified menu)',
  }),
  themeComponent('NavbarItem/ComponentTypes.tsx', {path: 'lib/theme/NavbarItem/ComponentTypes.js', sha256: '90ba290ccf01e0b8bc0adea87308f878a3c84b390d9ace12967c31538414bc9d'}, {
    form: 'replaced',
    change: "only the item types the site uses, plus ours (not spread from the theme's map)",
    why: 'the locale, version and doc items shipped in main.js',
    measuredGain: '/docs/ 164.6 -> 163.4 KB gzip (bench/NOTES.md)',
  }),
  themeComponent('NotFound/Content/index.tsx', {path: 'lib/theme/NotFound/Content/index.js', sha256: '1339cadd0fe0b2a29e2b200f0b10487e33bd49a8fdc7a86a91e9a6c16616e113'}, {
    form: 'replaced',
    change: 'the closest existing routes and a search box',
    why: 'spec: a not-found page that helps',
    measuredGain: 'a feature, not an optimisation (the specified not-found page)',
  }),
  themeComponent('SearchBar/index.tsx', {path: 'lib/theme/SearchBar.js', sha256: 'b528b71d23818ff319df3a2e9bfdb811c76a20ec920e3fccd08fa9216b766486'}, {
    form: 'replaced',
    change: 'the DocSearch button; the modal loads on first interaction',
    why: 'theme-classic ships an empty placeholder',
    measuredGain: 'a feature, not an optimisation (the search box; theme-classic has none)',
  }),
  themeComponent('SearchPage/index.tsx', {package: '@docusaurus/theme-search-algolia', path: null, sha256: null}, {
    form: 'replaced',
    change: 'our own page under the theme name (theme-search-algolia is not loaded)',
    why: 'the /docs/search/ route of plugins/search-index',
    measuredGain: 'a feature, not an optimisation (the search page)',
  }),
  themeComponent('prism-include-languages.ts', {path: 'lib/theme/prism-include-languages.js', sha256: '42fcb21218b4537fa0d7dc51caf7d78f88891e0d9b925be61555fee46fc29614'}, {
    form: 'wrap',
    change: 'registers the questdb-sql grammar',
    why: 'the default code-block language',
    measuredGain: 'a feature, not an optimisation (questdb-sql highlighting)',
  }),

  // Files outside the packages' public entry points.
  ...(
    [
      ['lib/client/docusaurus.js', 'b0d1dbdc1e3a706fe1ffd91c726d8348c5e4ed6ac95a716f549eb58127a4b202', 'the `window.docusaurus` object'],
      ['lib/client/preload.js', '8c1e3de18d307e2fb4aee43f765f1d06b05357889b9923467bef44a358683542', "the route chunks' preload"],
      ['lib/client/App.js', '1442f48492b535165d7e2767d4d1615713bb517a883c5142113740aaef086cba', 'the app component'],
      ['lib/client/exports/ExecutionEnvironment.js', 'cd033585aa084d00b0aa2eb22f6a8ff95a3b9fee4a81c08f4b716d8661c0ea5c', 'the DOM check, without the @docusaurus alias'],
    ] as const
  ).map(
    ([file, sha256, what]): Pin => ({
      kind: 'private-file',
      package: '@docusaurus/core',
      path: file,
      sha256,
      ours: 'plugins/runtime-stand-ins/clientEntry.tsx',
      change: `imported by the client entry stand-in: ${what}`,
      why: 'the stand-in starts the same modules as lib/client/clientEntry.js',
      measuredGain: 'see lib/client/clientEntry.js',
      upstreamIssue: NONE_FILED,
    }),
  ),
  {
    kind: 'private-file',
    package: '@docusaurus/theme-common',
    path: 'lib/internal.js',
    sha256: 'd9e37193d3408d1409e3e7981d6be477ca522ad30e8883329e24689bbcb12123',
    ours: 'src/theme/Navbar/MobileSidebar/Layout/index.tsx, src/highlight/Highlighted.tsx, src/highlight/Highlighted.client.tsx',
    change: 'imports useNavbarMobileSidebar, useNavbarSecondaryMenu and useCodeBlockContext from the internal entry',
    why: 'the swizzled mobile menu and the code-block highlighter need the same state as the theme',
    measuredGain: 'none of its own: what the mobile menu and CodeBlock/Content (their pins) need',
    upstreamIssue: NONE_FILED,
  },
  {
    kind: 'private-file',
    package: '@docusaurus/plugin-pwa',
    path: 'lib/renderReloadPopup.js',
    sha256: '8ae1b1009c0d02724b01631c979270b662b2ef44d8a35fdfbff0644e43c3437e',
    ours: 'plugins/offline/registerSw.ts',
    change: "our registration shows the plugin's reload popup through this private module",
    why: 'our registration replaces the plugin\'s (offline mode only, updates applied at once otherwise)',
    measuredGain: 'behaviour, not bytes: the reload popup of offline mode (tests/e2e/offline.spec.ts)',
    upstreamIssue: NONE_FILED,
  },
  {
    kind: 'private-file',
    package: '@docusaurus/plugin-pwa',
    path: 'lib/sw.js',
    sha256: 'c4c96d9eb7bb65a13a76ed9833ae1bea8323ad20e8da4527dee8954c96b25a31',
    ours: 'plugins/offline/sw/offlineWorker.js',
    change: "our worker code runs inside the plugin's worker (swCustom) and relies on its `params` query and messages",
    why: 'offline navigations answered from the app shell; search index saved at install',
    measuredGain: 'offline precache 73.8 MB (the old site) -> 12.29 MB (bench/README.md)',
    upstreamIssue: NONE_FILED,
  },
  {
    kind: 'private-file',
    package: 'mermaid',
    path: 'dist/mermaid.esm.min.mjs',
    sha256: '462d6f73fc9833044bca6dc08e62e0ee83f5a2b09583f588f95d5fd91b1960ed',
    ours: 'plugins/mermaid-prebuilt/prebuiltFiles.ts',
    change: "copied with its chunks to assets/mermaid-<version>/, renamed .mjs -> .js, relative imports renamed to match",
    why: "the offline copy's file patterns (fixed by plugin-pwa) take .js only",
    measuredGain: 'see @docusaurus/theme-mermaid lib/client/loadMermaid.js',
    upstreamIssue: NONE_FILED,
  },
  {
    kind: 'private-file',
    package: 'katex',
    path: 'dist/katex.min.css',
    sha256: '0289a02cf451a44dd73add683a09644252363871ac11713a647b732cee8b1ee3',
    ours: 'plugins/katex-handoff/recordKatexStylesheet.ts',
    change: 'finds the CSS asset holding KaTeX\'s stylesheet by its `font-family: KaTeX_Main` rule',
    why: 'the server render links the stylesheet from the HTML of pages with math',
    measuredGain: 'aggregation TBT median 938 -> 578 ms, interleaved Lighthouse runs (bench/NOTES.md)',
    upstreamIssue: NONE_FILED,
  },
];
