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
