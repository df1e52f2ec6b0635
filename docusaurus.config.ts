// Site configuration: an outline of the site. Constants live in src/site/, plugins in plugins/.
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import rehypeScrollBoxes from './markdown/rehype-scroll-boxes';
import rehypeStaticIslands from './markdown/rehype-static-islands';
import remarkKatexStylesheet from './markdown/remark-katex-stylesheet';
import remarkRailroad from './markdown/remark-railroad';
import remarkSqlExamples from './markdown/remark-sql-examples';
import type * as GithubSnapshot from './plugins/github-snapshot';
import type * as IngestSamples from './plugins/ingest-samples';
import type * as SearchIndex from './plugins/search-index';
import type * as Pwa from '@docusaurus/plugin-pwa';
import {offlinePwaOptions} from './plugins/offline';
import {ssrTemplate} from './plugins/page-shell/ssrTemplate';
import type * as MarkdownExport from './plugins/markdown-export';
import {announcement} from './src/site/announcement';
import {codeTheme} from './src/site/codeTheme';
import {docsEditUrl, externalLinks, marketingLinks} from './src/site/links';

// DOCS_FIXED_LAST_UPDATE=true: every page shows Docusaurus' fixed test date (14 Oct 2018) as
// "Last updated" instead of its git date, so browser tests do not depend on the checkout's
// history (`npm test` builds this way).
const fixedLastUpdate = process.env.DOCS_FIXED_LAST_UPDATE === 'true';

// Hosted search (DocSearch on Algolia) when all three are set at build time; none set: local search.
const DOCSEARCH = {
  appId: process.env.DOCSEARCH_APP_ID,
  apiKey: process.env.DOCSEARCH_API_KEY,
  indexName: process.env.DOCSEARCH_INDEX_NAME,
};

const config = {
  title: 'QuestDB',
  tagline: 'Documentation for QuestDB, the open-source time-series SQL database',
  favicon: 'img/favicon.ico',
  url: 'https://questdb.com',
  baseUrl: '/docs/',
  trailingSlash: true,
  // The banner for a wrong baseUrl helps whoever deploys, not readers: off, and its code stays out
  // of main.js (plugins/runtime-stand-ins).
  baseUrlIssueBanner: false,
  titleDelimiter: '|',
  organizationName: 'questdb',
  projectName: 'questdb',

  // A broken link or anchor fails the build: readers never meet one.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  future: {
    v4: true,
    faster: true,
    ...(fixedLastUpdate && {experimental_vcs: 'hardcoded' as const}),
  },

  // Plain storage keys (theme, docs-preferred-version-default, ...), as the old site used.
  storage: {type: 'localStorage', namespace: false},

  i18n: {defaultLocale: 'en', locales: ['en']},

  // The scripts are requested once the first frame is drawn (plugins/page-shell/ssrTemplate.ts).
  ssrTemplate,

  headTags: [
    {tagName: 'link', attributes: {rel: 'icon', type: 'image/svg+xml', href: '/docs/img/favicon.svg'}},
  ],

  markdown: {
    mermaid: true,
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          sidebarCollapsible: false,
          exclude: ['**/glossary/**', '**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**'],
          // `:::enterprise` marks what only QuestDB Enterprise has (src/theme/Admonition/Types.tsx).
          admonitions: {keywords: ['enterprise'], extendDefaults: true},
          remarkPlugins: [remarkSqlExamples, remarkMath, remarkKatexStylesheet, remarkRailroad],
          rehypePlugins: [rehypeKatex, rehypeScrollBoxes, rehypeStaticIslands],
          editUrl: ({versionDocsDirPath, docPath}) => docsEditUrl(`${versionDocsDirPath}/${docPath}`),
          showLastUpdateTime: true,
        },
        blog: false,
        pages: false,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {changefreq: 'daily', priority: 0.7},
      } satisfies Preset.Options,
    ],
  ],

  themes: ['@docusaurus/theme-mermaid'],

  plugins: [
    // Our plugins are referenced by path so Docusaurus validates their options (validateOptions).
    ['./plugins/github-snapshot/index.ts', {} satisfies GithubSnapshot.Options],
    ['./plugins/ingest-samples/index.ts', {} satisfies IngestSamples.Options],
    './plugins/page-shell/index.ts',
    // Upstream modules swapped in the browser build, Docusaurus' generated files trimmed for the
    // browser, short chunk names, KaTeX's stylesheet address for the server render; each upstream
    // file they depend on is pinned in plugins/upstream-pins/pins.ts.
    './plugins/runtime-stand-ins/index.ts',
    './plugins/bundle-splitting/index.ts',
    './plugins/generated-data-trimming/index.ts',
    './plugins/chunk-naming/index.ts',
    './plugins/katex-handoff/index.ts',
    './plugins/mermaid-prebuilt/index.ts',
    ['./plugins/search-index/index.ts', {hosted: DOCSEARCH} satisfies SearchIndex.Options],
    [
      '@docusaurus/plugin-pwa',
      {
        ...offlinePwaOptions,
        // Offline mode in the installed app, on phone-sized screens, with data-saver, or with
        // ?offlineMode=true; not `always`: a desktop visit precaches nothing.
        offlineModeActivationStrategies: ['appInstalled', 'standalone', 'queryString', 'mobile', 'saveData'],
        pwaHead: [
          {tagName: 'link', rel: 'manifest', href: '/docs/manifest.json'},
          {tagName: 'link', rel: 'apple-touch-icon', href: '/docs/img/apple-touch-icon.png'},
        ],
      } satisfies Pwa.Options,
    ],
    ['./plugins/markdown-export/index.ts', {} satisfies MarkdownExport.Options],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [
      {name: 'viewport', content: 'width=device-width, initial-scale=1.0, maximum-scale=3.0'},
      {name: 'theme-color', content: '#1d1b27'},
    ],
    colorMode: {defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: false},
    announcementBar: {
      id: announcement.id,
      content: `${announcement.text} <a href="${announcement.href}">${announcement.linkLabel}</a>`,
      isCloseable: false,
    },
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: 'QuestDB',
      logo: {
        alt: 'QuestDB home',
        src: 'img/logo.svg',
        href: marketingLinks.home,
        target: '_self',
        width: 32,
        height: 32,
      },
      // Marketing links use `html` rather than `label`: they open in this tab, so no "external" icon.
      items: [
        {type: 'custom-productMenu', position: 'left'},
        {html: 'Enterprise', href: marketingLinks.enterprise, target: '_self', position: 'left'},
        {html: 'Customers', href: marketingLinks.customers, target: '_self', position: 'left'},
        {label: 'Docs', to: '/', position: 'left', activeBaseRegex: '.*'},
        {html: 'Blog', href: marketingLinks.blog, target: '_self', position: 'left'},
        {type: 'search', position: 'right'},
        {type: 'custom-githubStars', position: 'right'},
        {type: 'custom-releaseVersion', position: 'right'},
        {type: 'custom-contactButton', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Community',
          items: [
            {label: 'Join us on Slack', href: externalLinks.slack},
            {label: 'Ask on the forum', href: externalLinks.forum},
            {label: 'GitHub', href: externalLinks.repository},
          ],
        },
        {
          title: 'Follow',
          items: [
            {label: 'X (Twitter)', href: externalLinks.twitter},
            {label: 'LinkedIn', href: externalLinks.linkedin},
            {label: 'YouTube', href: externalLinks.youtube},
          ],
        },
        {
          title: 'Get QuestDB',
          items: [
            {label: 'Download', href: marketingLinks.download},
            {label: 'QuestDB Cloud', href: marketingLinks.cloud},
            {label: 'Docker Hub', href: externalLinks.dockerHub},
            {label: 'Maven Central', href: externalLinks.mavenCentral},
          ],
        },
        {
          title: 'Legal',
          items: [
            {label: 'Privacy notice', href: marketingLinks.privacy},
            {label: 'Terms', href: marketingLinks.terms},
          ],
        },
      ],
      copyright: `Copyright © ${new Date().getFullYear()} QuestDB`,
    },
    prism: {
      theme: codeTheme,
      darkTheme: codeTheme,
      defaultLanguage: 'questdb-sql',
      additionalLanguages: [
        'bash',
        'rust',
        'csharp',
        'julia',
        'cpp',
        'java',
        'json',
        'ebnf',
        'ini',
        'toml',
        'ruby',
        'php',
        'fsharp',
        'powershell',
      ],
    },
    // Diagrams keep their natural size: a wide one scrolls in its box (src/css/custom.css) rather
    // than shrinking its text below reading size.
    mermaid: {
      theme: {light: 'dark', dark: 'dark'},
      options: {
        // The dark theme's edge labels (#ccc on #585858) read at 4.43:1; on #404040 at 6.5:1 (WCAG AA).
        themeVariables: {edgeLabelBackground: '#404040'},
        flowchart: {useMaxWidth: false},
        sequence: {useMaxWidth: false},
        state: {useMaxWidth: false},
        class: {useMaxWidth: false},
        er: {useMaxWidth: false},
        gantt: {useMaxWidth: false},
        timeline: {useMaxWidth: false},
      },
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
