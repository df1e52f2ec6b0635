// Every URL the header, footer and site config point at. Marketing pages live outside this
// build, so they are absolute: the docs build can never report them as broken links.
export const MARKETING_ORIGIN = 'https://questdb.com';

const marketing = (path: string): string => `${MARKETING_ORIGIN}${path}`;

export const marketingLinks = {
  home: marketing('/'),
  enterprise: marketing('/enterprise/'),
  customers: marketing('/customers/'),
  blog: marketing('/blog/'),
  contact: marketing('/enterprise/contact/'),
  download: marketing('/download/'),
  marketData: marketing('/market-data/'),
  cryptoDashboards: marketing('/dashboards/crypto/'),
  compareInfluxdb: marketing('/blog/2024/02/26/questdb-versus-influxdb/'),
  compareTimescale: marketing('/blog/timescaledb-vs-questdb-comparison/'),
  privacy: marketing('/privacy-notice/'),
  terms: marketing('/terms/'),
  cloud: marketing('/cloud/'),
} as const;

export const externalLinks = {
  demo: 'https://demo.questdb.io/',
  roadmap: 'https://github.com/orgs/questdb/projects/1/views/5',
  repository: 'https://github.com/questdb/questdb',
  newIssue: 'https://github.com/questdb/questdb/issues/new',
  docsRepository: 'https://github.com/questdb/documentation',
  slack: 'https://slack.questdb.com/',
  forum: 'https://community.questdb.com/',
  twitter: 'https://x.com/questdb',
  linkedin: 'https://www.linkedin.com/company/questdb/',
  youtube: 'https://www.youtube.com/@QuestDB',
  dockerHub: 'https://hub.docker.com/r/questdb/questdb',
  mavenCentral: 'https://central.sonatype.com/artifact/org.questdb/questdb',
} as const;

/**
 * "Edit this page": the page's source file in this project's repository (`docsRepository`), on its
 * main branch. `file` is the path in the repository, e.g. docs/reference/sql/sample-by.md.
 */
export function docsEditUrl(file: string): string {
  return `${externalLinks.docsRepository}/edit/main/${file}`;
}

/**
 * The Markdown twin of a docs page, which plugins/markdown-export writes beside the page's HTML:
 * /docs/quick-start/ (or /docs/quick-start, as docs metadata spells it) -> /docs/quick-start/index.md.
 */
export function markdownTwinUrl(pageUrl: string): string {
  return `${pageUrl.endsWith('/') ? pageUrl : `${pageUrl}/`}index.md`;
}
