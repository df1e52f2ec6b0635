// The Markdown form of each MDX component the docs use, keyed by import source (see PageConverter.componentKey).
import type {Code, List, ListItem, Paragraph, PhrasingContent, RootContent, Table, TableCell, TableRow} from 'mdast';
import {envVarName, readableDefault, type ConfigKey} from '../../src/components/ConfigReference/filter';
import {pickSamples} from '../../src/components/IngestSample/pickSamples';
import {describeAsset} from '../../src/components/ReleaseCard/describeAsset';
import {buildInstallOptions, type InstallTarget, type ReleaseAsset} from '../../src/components/ReleaseDownloads/commands';
import {formatBytes, groupThousands} from '../../src/site/format';
import type {SampleLanguage} from '../ingest-samples/types';
import type {JsxElement} from './convertTree';
import type {ExportData} from './types';

/** What a conversion gets: the element, the export data and the page converter's helpers. */
export interface JsxConversion {
  readonly node: JsxElement;
  readonly data: ExportData;
  readonly pageUrl: string;
  /** Depth of the heading the element sits under. */
  readonly depth: number;
  /** An attribute's value: a string, a literal expression's value, true for a bare attribute, undefined when absent. */
  attribute(name: string, element?: JsxElement): unknown;
  /** The component key of a child element (`@theme/TabItem`, ...). */
  componentOf(element: JsxElement): string;
  /** Children converted with the page's rules; headings among them continue from `depth` when given. */
  convertChildren(children: readonly RootContent[], depth?: number): RootContent[];
  fail(message: string): never;
}

type Conversion = (conversion: JsxConversion) => RootContent[];

const text = (value: string): PhrasingContent => ({type: 'text', value});
const code = (value: string): PhrasingContent => ({type: 'inlineCode', value});
const strong = (value: string): PhrasingContent => ({type: 'strong', children: [text(value)]});
const link = (url: string, label: string): PhrasingContent => ({type: 'link', url, children: [text(label)]});
const paragraph = (...children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});
const codeBlock = (lang: string, value: string, title?: string): Code => ({
  type: 'code',
  lang,
  meta: title === undefined ? null : `title="${title}"`,
  value: value.replace(/\s+$/, ''),
});
const cell = (children: PhrasingContent[]): TableCell => ({type: 'tableCell', children});
const row = (cells: PhrasingContent[][]): TableRow => ({type: 'tableRow', children: cells.map(cell)});

function stringAttribute(c: JsxConversion, name: string, element?: JsxElement): string {
  const value = c.attribute(name, element);
  if (typeof value !== 'string' || value === '') return c.fail(`attribute \`${name}\` must be a non-empty string`);
  return value;
}

function textOf(nodes: readonly RootContent[]): string {
  return nodes.map((node) => ('value' in node ? node.value : 'children' in node ? textOf(node.children as RootContent[]) : '')).join('');
}

const isBlank = (node: RootContent): boolean => node.type === 'text' && node.value.trim() === '';

/** Each tab becomes a section headed by its label, one level below the heading the tabs sit under. */
const tabs: Conversion = (c) => {
  const depth = Math.min(c.depth + 1, 6) as 1 | 2 | 3 | 4 | 5 | 6;
  return (c.node.children as RootContent[])
    .filter((child) => !isBlank(child))
    .flatMap((item) => {
      if ((item.type !== 'mdxJsxFlowElement' && item.type !== 'mdxJsxTextElement') || c.componentOf(item) !== '@theme/TabItem') {
        return c.fail('holds something other than <TabItem>; put content inside a tab');
      }
      const label = c.attribute('label', item) ?? c.attribute('value', item);
      if (typeof label !== 'string') return c.fail('a <TabItem> has neither `label` nor `value`');
      return [{type: 'heading', depth, children: [text(label)]} as RootContent, ...c.convertChildren(item.children as RootContent[], depth)];
    });
};

/** One fenced block per language; a bold label names the language when there are several. */
const ingestSample: Conversion = (c) => {
  const example = stringAttribute(c, 'example');
  const languages = c.attribute('languages') as SampleLanguage[] | undefined;
  const records = pickSamples(c.data.samples, example, languages);
  return records.flatMap((record) => [
    ...(records.length > 1 ? [paragraph(strong(record.label))] : []),
    codeBlock(record.lang, record.code),
  ]);
};

/** `unset`, or the default in code with its readable form: `16777216` (16 MiB). */
function defaultCell(entry: ConfigKey): PhrasingContent[] {
  if (entry.default === '') return [text('unset')];
  const readable = readableDefault(entry);
  return readable ? [code(entry.default), text(` (${readable})`)] : [code(entry.default)];
}

/** Backquoted names in a description are code, as on the page. */
function descriptionCell(description: string): PhrasingContent[] {
  return description
    .split(/`([^`]+)`/)
    .flatMap((part, i) => (part === '' ? [] : [i % 2 === 1 ? code(part) : text(part)]));
}

/** The section's heading and introduction, then its keys as a table. */
const configReference: Conversion = (c) => {
  const section = stringAttribute(c, 'section');
  const keys = c.data.configKeys.filter((k) => k.section === section);
  if (keys.length === 0) return c.fail(`section "${section}" has no keys in data/server-config.json`);
  const table: Table = {
    type: 'table',
    align: [null, null, null, null, null],
    children: [
      row([[text('Key')], [text('Environment variable')], [text('Default')], [text('Type')], [text('Description')]]),
      ...keys.map((k) =>
        row([[code(k.key)], [code(envVarName(k.key))], defaultCell(k), [text(k.reloadable ? `${k.type}, reloadable` : k.type)], descriptionCell(k.description)]),
      ),
    ],
  };
  return [...c.convertChildren(c.node.children as RootContent[]), table];
};

function assetLine(asset: ReleaseAsset): Paragraph {
  return paragraph(link(asset.browser_download_url, describeAsset(asset.name)), text(': '), code(asset.name), text(`, ${formatBytes(asset.size)}`));
}

const releaseCard: Conversion = (c) => {
  const {release} = c.data;
  const published = new Date(release.publishedAt).toLocaleDateString('en-US', {year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC'});
  const list: List = {
    type: 'list',
    ordered: false,
    spread: false,
    children: release.assets.map((asset): ListItem => ({type: 'listItem', spread: false, children: [assetLine(asset)]})),
  };
  return [
    paragraph(strong(`Latest release: QuestDB ${release.name}`), text(`, published ${published}`)),
    list,
    paragraph(link(release.htmlUrl, `Release notes for ${release.name} on GitHub`)),
  ];
};

const repositoryStats: Conversion = (c) => {
  const repo = c.data.repository;
  const figures = [
    `${groupThousands(repo.stars)} stars`,
    `${groupThousands(repo.forks)} forks`,
    `${groupThousands(repo.openIssues)} open issues`,
    `main language ${repo.language}`,
    `licence ${repo.license}`,
  ];
  return [paragraph(link(repo.htmlUrl, repo.fullName), text(` on GitHub, when these docs were built: ${figures.join(', ')}.`))];
};

const releaseDownloads: Conversion = (c) => {
  const target = stringAttribute(c, 'target') as InstallTarget;
  const options = buildInstallOptions(c.data.release, target);
  if (options.length === 0) {
    return [paragraph(text(`QuestDB ${c.data.release.name} has no download for this platform; see the `), link(c.data.release.htmlUrl, 'release page'), text('.'))];
  }
  return options.flatMap((option) => [...(option.asset ? [assetLine(option.asset)] : []), codeBlock(option.language, option.code, option.title)]);
};

/** An interactive form has no Markdown form: point to the page where it runs. */
const interactive =
  (what: string): Conversion =>
  (c) => [paragraph({type: 'emphasis', children: [text(`${what} runs on the `), link(c.pageUrl, 'web page'), text('.')]})];

export const COMPONENTS: Readonly<Record<string, Conversion>> = {
  'html:kbd': (c) => [code(textOf(c.node.children as RootContent[]))],
  'html:br': () => [text(' ')],
  '@theme/Tabs': tabs,
  '@theme/TabItem': (c) => c.fail('is only allowed inside <Tabs>'),
  '@site/src/components/IngestSample': ingestSample,
  '@site/src/components/ConfigReference': configReference,
  // The filter box only hides rows in the browser; the Markdown has them all.
  '@site/src/components/ConfigReference#ConfigFilter': () => [],
  '@site/src/components/ConfigStringBuilder': interactive('The interactive configuration string builder'),
  '@site/src/components/ReleaseCard': releaseCard,
  '@site/src/components/ReleaseDownloads': releaseDownloads,
  '@site/src/components/RepositoryStats': repositoryStats,
};
