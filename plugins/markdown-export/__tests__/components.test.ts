// Each MDX construct the docs use, converted on its own: small pages in a temporary site.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {pageBody} from '../pageMarkdown';
import type {ExportData, PageSource} from '../types';

let site: string;

beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'markdown-export-'));
});

afterEach(() => {
  fs.rmSync(site, {recursive: true, force: true});
});

const SITE_URL = 'https://example.com';

function write(file: string, text: string): string {
  const full = path.join(site, file);
  fs.mkdirSync(path.dirname(full), {recursive: true});
  fs.writeFileSync(full, text);
  return full;
}

const data = (pageUrls: Map<string, string> = new Map()): ExportData => ({
  siteDir: site,
  siteUrl: SITE_URL,
  pageUrls,
  samples: {
    'ilp-http': {
      'ilp-http/python': {name: 'ilp-http', lang: 'python', label: 'Python', code: 'sender.flush()\n', header: 'Python client library docs', docsUrl: 'https://py-questdb-client.readthedocs.io/'},
      'ilp-http/go': {name: 'ilp-http', lang: 'go', label: 'Go', code: 'sender.Flush(ctx)\n', header: 'Go client library docs', docsUrl: 'https://pkg.go.dev/github.com/questdb/go-questdb-client/v4'},
    },
  },
  release: {
    name: '8.3.3',
    tagName: '8.3.3',
    htmlUrl: 'https://github.com/questdb/questdb/releases/tag/8.3.3',
    publishedAt: '2025-05-30T13:47:05Z',
    assets: [
      {name: 'questdb-8.3.3-rt-linux-x86-64.tar.gz', size: 65938217, browser_download_url: 'https://dl.example/linux.tar.gz'},
      {name: 'questdb-8.3.3-no-jre-bin.tar.gz', size: 25812674, browser_download_url: 'https://dl.example/no-jre.tar.gz'},
    ],
  },
  repository: {fullName: 'questdb/questdb', htmlUrl: 'https://github.com/questdb/questdb', stars: 15312, forks: 1263, openIssues: 694, language: 'Java', license: 'Apache License 2.0'},
  configKeys: [
    {key: 'pg.user', type: 'string', default: 'admin', section: 'PostgreSQL wire', description: 'User name; see `pg.password`.', reloadable: false},
    {key: 'pg.recv.buffer.size', type: 'size', default: '1048576', section: 'PostgreSQL wire', description: 'Receive buffer.', reloadable: true},
    {key: 'pg.net.bind.to', type: 'address', default: '', section: 'PostgreSQL wire', description: 'Listen address.', reloadable: false},
    {key: 'http.enabled', type: 'boolean', default: 'true', section: 'HTTP', description: 'Starts the HTTP server.', reloadable: false},
  ],
});

const page = (file: string): PageSource => ({file, title: 'Page', description: 'A page.', url: `${SITE_URL}/docs/page/`, outputDir: 'page/'});

/** The body of docs/page.mdx as Markdown, without the title line. */
function convert(source: string, pageUrls?: Map<string, string>): string {
  const body = pageBody(page(write('docs/page.mdx', source)), data(pageUrls));
  return body.replace(/^# Page\n\n/, '');
}

describe('tabs', () => {
  it('become sections headed by their labels, one level below the heading above them', () => {
    const source = [
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      '',
      '## Install',
      '',
      '<Tabs groupId="os">',
      '  <TabItem value="docker" label="Docker" default>',
      '',
      '```bash',
      'docker run questdb/questdb',
      '```',
      '',
      '  </TabItem>',
      '  <TabItem value="linux">',
      '',
      'Unpack the archive.',
      '',
      '  </TabItem>',
      '</Tabs>',
      '',
      '### Later',
      '',
      '<Tabs><TabItem value="a" label="A">Text A.</TabItem></Tabs>',
    ].join('\n');
    expect(convert(source)).toBe(
      [
        '## Install',
        '',
        '### Docker',
        '',
        '```bash',
        'docker run questdb/questdb',
        '```',
        '',
        '### linux',
        '',
        'Unpack the archive.',
        '',
        '### Later',
        '',
        '#### A',
        '',
        'Text A.',
        '',
      ].join('\n'),
    );
  });

  it('reject content outside a TabItem', () => {
    const source = "import Tabs from '@theme/Tabs';\n\n<Tabs>\n\nLoose text.\n\n</Tabs>\n";
    expect(() => convert(source)).toThrow('docs/page.mdx:3: <Tabs>: holds something other than <TabItem>; put content inside a tab');
  });
});

describe('admonitions', () => {
  it('become blockquotes that start with their type, or type and title', () => {
    const source = ':::warning\nDo not expose the port.\n:::\n\n:::tip[Faster]\nUse `SAMPLE BY`.\n:::\n';
    expect(convert(source)).toBe('> **Warning**\n>\n> Do not expose the port.\n\n> **Tip: Faster**\n>\n> Use `SAMPLE BY`.\n');
  });

  it('reject an unknown type and the title syntax that renders as text', () => {
    expect(() => convert(':::aside\nText.\n:::\n')).toThrow('docs/page.mdx:1: :::aside is not an admonition; use one of note, tip, info, warning, danger, caution');
    expect(() => convert(':::note A title\nText.\n:::\n')).toThrow(
      'docs/page.mdx:1: ":::note A title" is not an admonition; write the title in brackets: :::note[Title]',
    );
  });
});

describe('IngestSample', () => {
  const importLine = "import IngestSample from '@site/src/components/IngestSample';\n\n";

  it('becomes one fenced block per language, each labelled when there are several', () => {
    expect(convert(`${importLine}<IngestSample example="ilp-http" />\n`)).toBe(
      '**Python**\n\n```python\nsender.flush()\n```\n\n**Go**\n\n```go\nsender.Flush(ctx)\n```\n',
    );
  });

  it('shows only the languages asked for, without a label for a single one', () => {
    expect(convert(`${importLine}<IngestSample example="ilp-http" languages={['go']} />\n`)).toBe('```go\nsender.Flush(ctx)\n```\n');
  });

  it('fails on an unknown example with the component message', () => {
    expect(() => convert(`${importLine}<IngestSample example="nope" />\n`)).toThrow('<IngestSample example="nope">: no such example; use one of ilp-http');
  });
});

describe('railroad diagrams', () => {
  it('become their grammar as an ebnf block', () => {
    const source = "```railroad\ndrop ::= 'DROP' 'TABLE' name\n```\n";
    expect(convert(source)).toBe("```ebnf\ndrop ::= 'DROP' 'TABLE' name\n```\n");
  });
});

describe('ConfigReference', () => {
  it('keeps the section heading and text and adds the keys as a table; the filter box disappears', () => {
    const source = [
      "import ConfigReference, {ConfigFilter} from '@site/src/components/ConfigReference';",
      '',
      '<ConfigFilter />',
      '',
      '<ConfigReference section="PostgreSQL wire">',
      '',
      '## PostgreSQL wire',
      '',
      'The wire protocol server.',
      '',
      '</ConfigReference>',
    ].join('\n');
    expect(convert(source)).toBe(
      [
        '## PostgreSQL wire',
        '',
        'The wire protocol server.',
        '',
        '| Key | Environment variable | Default | Type | Description |',
        '| --- | --- | --- | --- | --- |',
        '| `pg.user` | `QDB_PG_USER` | `admin` | string | User name; see `pg.password`. |',
        '| `pg.recv.buffer.size` | `QDB_PG_RECV_BUFFER_SIZE` | `1048576` (1 MiB) | size, reloadable | Receive buffer. |',
        '| `pg.net.bind.to` | `QDB_PG_NET_BIND_TO` | unset | address | Listen address. |',
        '',
      ].join('\n'),
    );
  });

  it('fails on a section without keys', () => {
    const source = "import ConfigReference from '@site/src/components/ConfigReference';\n\n<ConfigReference section=\"Nope\" />\n";
    expect(() => convert(source)).toThrow('docs/page.mdx:3: <ConfigReference>: section "Nope" has no keys in data/server-config.json');
  });
});

describe('release components', () => {
  it('ReleaseCard becomes the version, date, downloads and release notes link', () => {
    const source = "import ReleaseCard from '@site/src/components/ReleaseCard';\n\n<ReleaseCard />\n";
    expect(convert(source)).toBe(
      [
        '**Latest release: QuestDB 8.3.3**, published May 30, 2025',
        '',
        '- [Linux x86-64, Java runtime included](https://dl.example/linux.tar.gz): `questdb-8.3.3-rt-linux-x86-64.tar.gz`, 65.9 MB',
        '- [Any OS, bring your own Java 17+](https://dl.example/no-jre.tar.gz): `questdb-8.3.3-no-jre-bin.tar.gz`, 25.8 MB',
        '',
        '[Release notes for 8.3.3 on GitHub](https://github.com/questdb/questdb/releases/tag/8.3.3)',
        '',
      ].join('\n'),
    );
  });

  it('ReleaseDownloads becomes each download with its commands', () => {
    const source = "import ReleaseDownloads from '@site/src/components/ReleaseDownloads';\n\n<ReleaseDownloads target=\"docker\" />\n";
    expect(convert(source)).toBe(
      [
        '```bash title="Start the container"',
        'docker run -d --name questdb \\',
        '  -p 9000:9000 -p 8812:8812 -p 9009:9009 -p 9003:9003 \\',
        '  -v "$(pwd)/questdb-data:/var/lib/questdb" \\',
        '  questdb/questdb:8.3.3',
        '```',
        '',
      ].join('\n'),
    );
    const linux = convert("import ReleaseDownloads from '@site/src/components/ReleaseDownloads';\n\n<ReleaseDownloads target=\"linux\" />\n");
    expect(linux).toContain('[Linux x86-64, Java runtime included](https://dl.example/linux.tar.gz): `questdb-8.3.3-rt-linux-x86-64.tar.gz`, 65.9 MB\n\n```bash title="Download, unpack, start"\ncurl -LO https://dl.example/linux.tar.gz\n');
  });
});

describe('partials, text elements and links', () => {
  it('inlines a partial with its own imports', () => {
    write('docs/_steps.partial.mdx', "import IngestSample from '@site/src/components/IngestSample';\n\nStep one.\n\n<IngestSample example=\"ilp-http\" languages={['python']} />\n");
    expect(convert("import Steps from './_steps.partial.mdx';\n\n## Steps\n\n<Steps />\n\nDone.\n")).toBe(
      '## Steps\n\nStep one.\n\n```python\nsender.flush()\n```\n\nDone.\n',
    );
  });

  it('writes keys as code, line breaks as spaces, and drops comments such as heading ids', () => {
    expect(convert('## AND {/* #and */}\n\nPress <kbd>Ctrl</kbd>+<kbd>C</kbd>.\n\n| a |\n| --- |\n| x<br/>y |\n')).toBe(
      '## AND\n\nPress `Ctrl`+`C`.\n\n| a |\n| --- |\n| x y |\n',
    );
  });

  it('makes links absolute: docs files to their pages, anchors to this page, site paths to the site', () => {
    const other = write('docs/concept/partitions.md', '# x\n');
    const urls = new Map([[other, `${SITE_URL}/docs/concept/partitions/`]]);
    const source = '[P](./concept/partitions.md#ttl), [here](#syntax), [home](/docs/), [ext](https://questdb.com/).\n';
    expect(convert(source, urls)).toBe(
      `[P](${SITE_URL}/docs/concept/partitions/#ttl), [here](${SITE_URL}/docs/page/#syntax), [home](${SITE_URL}/docs/), [ext](https://questdb.com/).\n`,
    );
    expect(() => convert('[gone](./gone.md)\n')).toThrow('docs/page.mdx:1: link ./gone.md does not lead to a docs page; fix the path');
  });

  it('names the file, line and fix for what has no Markdown form', () => {
    expect(() => convert('<Missing />\n')).toThrow('docs/page.mdx:1: <Missing> is not imported on this page, so it has no Markdown form');
    expect(() => convert("import Chart from '@site/src/components/Chart';\n\n<Chart />\n")).toThrow(
      'docs/page.mdx:3: <Chart> (@site/src/components/Chart) has no Markdown form; add a conversion to plugins/markdown-export/components.ts',
    );
    expect(() => convert('Total: {1 + 1}.\n')).toThrow('docs/page.mdx:1: the expression {1 + 1} has no Markdown form; write it as text');
    expect(() => convert('<details>x</details>\n')).toThrow('docs/page.mdx:1: <details> (html:details) has no Markdown form');
  });

  it('keeps math, mermaid and front-matter-free text', () => {
    const source = '---\ntitle: X\n---\n\nVWAP is $\\frac{a}{b}$.\n\n```mermaid\ngraph LR\n```\n';
    expect(convert(source)).toBe('VWAP is $\\frac{a}{b}$.\n\n```mermaid\ngraph LR\n```\n');
  });
});
