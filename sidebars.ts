// The one docs sidebar: a block per section, in reading order. Every page of the route list has
// its place here; a page appears once its file exists, and a block once its first page does
// (tests/unit/sidebar.test.ts checks that every doc is placed and every id is a listed route).
import fs from 'node:fs';
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

type Item = string | {label: string; items: Item[]};
type SidebarItem =
  | string
  | {type: 'category'; label: string; collapsible: false; items: SidebarItem[]};

const DOCS_DIR = path.join(__dirname, 'docs');

const docExists = (id: string): boolean =>
  ['.md', '.mdx'].some((ext) => fs.existsSync(path.join(DOCS_DIR, `${id}${ext}`)));

function present(items: Item[]): SidebarItem[] {
  return items.flatMap((item): SidebarItem[] => {
    if (typeof item === 'string') return docExists(item) ? [item] : [];
    const children = present(item.items);
    return children.length > 0
      ? [{type: 'category', label: item.label, collapsible: false, items: children}]
      : [];
  });
}

const sql = (...names: string[]) => names.map((n) => `reference/sql/${n}`);
const fn = (...names: string[]) => names.map((n) => `reference/function/${n}`);
const op = (...names: string[]) => names.map((n) => `reference/operators/${n}`);
const alterTable = (...names: string[]) => sql(...names.map((n) => `alter-table-${n}`));
const alterMatView = (...names: string[]) => sql(...names.map((n) => `alter-mat-view-${n}`));

const SIDEBAR_OUTLINE: Item[] = [
  {label: 'Get started', items: ['introduction', 'quick-start', 'why-questdb', 'web-console']},
  {
    label: 'Ingestion',
    items: [
      'ingestion-overview',
      'configuration-string',
      {
        label: 'Client libraries',
        items: [
          'clients/ingest-python',
          'clients/java_ilp',
          'clients/ingest-rust',
          'clients/ingest-go',
          'clients/ingest-node',
          'clients/ingest-dotnet',
          'clients/ingest-c-and-cpp',
          'clients/date-to-timestamp-conversion',
        ],
      },
      {
        label: 'Line protocol',
        items: [
          'reference/api/ilp/overview',
          'reference/api/ilp/columnset-types',
          'reference/api/ilp/advanced-settings',
        ],
      },
      'guides/import-csv',
    ],
  },
  {
    label: 'Query with PostgreSQL wire',
    items: [
      'pgwire/pgwire-intro',
      'pgwire/python',
      'pgwire/java',
      'pgwire/go',
      'pgwire/rust',
      'pgwire/javascript',
      'pgwire/c-sharp',
      'pgwire/php',
      'pgwire/rpostgres',
    ],
  },
  {
    label: 'SQL reference',
    items: [
      {
        label: 'Query',
        items: sql(
          'overview',
          'datatypes',
          'select',
          'where',
          'group-by',
          'order-by',
          'limit',
          'distinct',
          'with',
          'case',
          'cast',
          'declare',
          'join',
          'union-except-intersect',
        ),
      },
      {label: 'Time series', items: sql('sample-by', 'fill', 'latest-on', 'asof-join', 'over')},
      {label: 'Write', items: sql('insert', 'update', 'copy')},
      {
        label: 'Schema',
        items: [
          ...sql('create-table'),
          {
            label: 'ALTER TABLE',
            items: alterTable(
              'add-column',
              'drop-column',
              'rename-column',
              'change-column-type',
              'alter-column-add-index',
              'alter-column-drop-index',
              'alter-column-cache',
              'change-symbol-capacity',
              'attach-partition',
              'detach-partition',
              'drop-partition',
              'squash-partitions',
              'enable-deduplication',
              'disable-deduplication',
              'set-param',
              'set-ttl',
              'set-type',
              'resume-wal',
            ),
          },
          ...sql('create-mat-view', 'refresh-mat-view', 'drop-mat-view'),
          {
            label: 'ALTER MATERIALIZED VIEW',
            items: alterMatView('change-symbol-capacity', 'resume-wal', 'set-refresh-limit', 'set-refresh-start', 'set-ttl'),
          },
          ...sql('drop', 'rename', 'truncate'),
        ],
      },
      {label: 'Operations', items: sql('reindex', 'vacuum-table', 'checkpoint', 'snapshot', 'cancel-query')},
      {label: 'Meta', items: sql('explain', 'show')},
      {
        label: 'Access control',
        items: sql(
          ...[
            'create-user',
            'alter-user',
            'drop-user',
            'create-group',
            'drop-group',
            'add-user',
            'remove-user',
            'create-service-account',
            'alter-service-account',
            'drop-service-account',
            'assume-service-account',
            'exit-service-account',
            'grant',
            'revoke',
            'grant-assume-service-account',
            'revoke-assume-service-account',
          ].map((n) => `acl/${n}`),
        ),
      },
    ],
  },
  {
    label: 'Functions',
    items: fn(
      'aggregation',
      'window',
      'finance',
      'date-time',
      'timestamp',
      'timestamp-generator',
      'text',
      'pattern-matching',
      'numeric',
      'trigonometric',
      'conditional',
      'boolean',
      'binary',
      'hash',
      'uuid',
      'json',
      'spatial',
      'meta',
      'parquet',
      'random-value-generator',
      'row-generator',
      'touch',
    ),
  },
  {
    label: 'Operators',
    items: op(
      'precedence',
      'comparison',
      'logical',
      'numeric',
      'bitwise',
      'text',
      'date-time',
      'ipv4',
      'spatial',
      'misc',
    ),
  },
  {
    label: 'Concepts',
    items: [
      'concept/designated-timestamp',
      'concept/partitions',
      'concept/storage-model',
      'concept/symbol',
      'concept/indexes',
      'concept/interval-scan',
      'concept/write-ahead-log',
      'concept/deduplication',
      'concept/ttl',
      'concept/mat-views',
      'concept/sql-extensions',
      'concept/sql-execution-order',
      'concept/sql-optimizer-hints',
      'concept/jit-compiler',
      'concept/geohashes',
      'concept/query-tracing',
      'concept/replication',
      'concept/root-directory-structure',
    ],
  },
  {
    label: 'APIs',
    items: ['reference/api/rest', 'reference/api/postgres', 'reference/api/java-embedded'],
  },
  {
    label: 'Guides',
    items: [
      'guides/schema-design-essentials',
      'guides/create-database',
      'guides/working-with-timestamps-timezones',
      'guides/modifying-data',
      'guides/mat-views',
      'guides/influxdb-migration',
      'guides/compression-zfs',
      'guides/replication-tuning',
      'guides/enterprise-quick-start',
    ],
  },
  {
    label: 'Architecture',
    items: [
      'guides/architecture/questdb-architecture',
      'guides/architecture/storage-engine',
      'guides/architecture/data-ingestion',
      'guides/architecture/query-engine',
      'guides/architecture/time-series-optimizations',
      'guides/architecture/memory-management',
      'guides/architecture/networking-layer',
      'guides/architecture/replication-layer',
      'guides/architecture/security',
      'guides/architecture/observability',
      'guides/architecture/web-console',
    ],
  },
  {
    label: 'Deployment',
    items: [
      'deployment/docker',
      'deployment/kubernetes',
      'deployment/systemd',
      'deployment/aws',
      'deployment/gcp',
      'deployment/azure',
      'deployment/digital-ocean',
    ],
  },
  {
    label: 'Operations',
    items: [
      'configuration',
      'operations/command-line-options',
      'operations/capacity-planning',
      'operations/design-for-performance',
      'operations/logging-metrics',
      'operations/backup',
      'operations/data-retention',
      'operations/updating-data',
      'operations/task-automation',
      'operations/tls',
      'operations/rbac',
      'operations/openid-connect-oidc-integration',
      'operations/replication',
      'operations/multi-primary-ingestion',
      'operations/migrate-to-enterprise',
    ],
  },
  {
    label: 'Third-party tools',
    items: [
      'third-party-tools/overview',
      'third-party-tools/grafana',
      'third-party-tools/pandas',
      'third-party-tools/polars',
      'third-party-tools/sqlalchemy',
      'third-party-tools/superset',
      'third-party-tools/powerbi',
      'third-party-tools/qstudio',
      'third-party-tools/kafka',
      'third-party-tools/redpanda',
      'third-party-tools/flink',
      'third-party-tools/spark',
      'third-party-tools/telegraf',
      'third-party-tools/prometheus',
      'third-party-tools/airflow',
      'third-party-tools/dagster',
      'third-party-tools/airbyte',
      'third-party-tools/cube',
      'third-party-tools/databento',
      'third-party-tools/embeddable',
      'third-party-tools/mindsdb',
    ],
  },
  {
    label: 'Troubleshooting',
    items: ['troubleshooting/faq', 'troubleshooting/error-codes', 'troubleshooting/os-error-codes'],
  },
];

const sidebars = {
  docs: present(SIDEBAR_OUTLINE),
} satisfies SidebarsConfig;

export default sidebars;
