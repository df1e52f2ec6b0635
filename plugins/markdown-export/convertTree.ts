// Rewrites a parsed page into plain Markdown nodes: imports dropped, partials inlined, components
// converted (./components.ts), admonitions as blockquotes, railroad grammars as text, links absolute.
import fs from 'node:fs';
import path from 'node:path';
import type {Blockquote, PhrasingContent, Root, RootContent} from 'mdast';
import type {ContainerDirective} from 'mdast-util-directive';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {transformSqlExamples} from '../../markdown/remark-sql-examples';
import {parseMdx} from './syntax';
import {COMPONENTS, type JsxConversion} from './components';
import type {ExportData} from './types';

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

interface ImportBinding {
  readonly source: string;
  /** `default` or the imported name. */
  readonly imported: string;
}

/** Where a node comes from: the page itself or one of its partials, with that file's imports. */
interface SourceFile {
  readonly file: string;
  readonly imports: ReadonlyMap<string, ImportBinding>;
}

const ADMONITION_TITLES: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  enterprise: 'QuestDB Enterprise',
};

const PARTIAL = /\.mdx?$/;

function isComment(expression: string): boolean {
  return /^\/\*[\s\S]*\*\/$/.test(expression.trim());
}

function importsOf(tree: Root): Map<string, ImportBinding> {
  const imports = new Map<string, ImportBinding>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      const source = String(statement.source.value);
      for (const specifier of statement.specifiers) {
        const imported =
          specifier.type === 'ImportSpecifier'
            ? specifier.imported.type === 'Identifier'
              ? specifier.imported.name
              : String(specifier.imported.value)
            : 'default';
        imports.set(specifier.local.name, {source, imported});
      }
    }
  }
  return imports;
}

function literalValue(expression: unknown, fail: (message: string) => never): unknown {
  const node = expression as {type: string; value?: unknown; elements?: unknown[]; quasis?: {value: {cooked: string}}[]; expressions?: unknown[]};
  switch (node?.type) {
    case 'Literal':
      return node.value;
    case 'ArrayExpression':
      return node.elements!.map((element) => literalValue(element, fail));
    case 'TemplateLiteral':
      if (node.expressions!.length === 0) return node.quasis![0]!.value.cooked;
      break;
  }
  return fail('attribute value is not a literal (a string, number, boolean or array of them)');
}

const PHRASING = new Set(['text', 'emphasis', 'strong', 'delete', 'inlineCode', 'inlineMath', 'break', 'link', 'linkReference', 'image', 'imageReference', 'footnoteReference']);

/**
 * A paragraph's converted children, as paragraphs around the blocks among them: a component
 * written inline (`<Tabs><TabItem ...>text</TabItem></Tabs>`) still becomes headings and code blocks.
 */
function liftBlocks(children: readonly RootContent[]): RootContent[] {
  const out: RootContent[] = [];
  let run: PhrasingContent[] = [];
  const flush = () => {
    if (run.some((n) => n.type !== 'text' || n.value.trim() !== '')) out.push({type: 'paragraph', children: run});
    run = [];
  };
  for (const child of children) {
    if (PHRASING.has(child.type)) {
      run.push(child as PhrasingContent);
    } else {
      flush();
      out.push(child);
    }
  }
  flush();
  return out;
}

/** Converts one page; partials and components are converted with the same instance. */
export class PageConverter {
  /** Depth of the last heading written; tab sections go one level below it. */
  private depth = 1;

  constructor(
    readonly data: ExportData,
    /** Absolute URL of the page, for `#anchor` links and messages that point readers to it. */
    readonly pageUrl: string,
  ) {}

  /** The page body as Markdown nodes, front matter and imports dropped. */
  convertFile(file: string): RootContent[] {
    const tree = parseMdx(fs.readFileSync(file, 'utf8'));
    // The twin shows what the page shows: `file=` blocks filled, checked results marked.
    transformSqlExamples(tree, path.relative(this.data.siteDir, file), this.data.siteDir);
    const source = {file, imports: importsOf(tree)};
    return this.convertNodes(tree.children, source);
  }

  private where(source: SourceFile, node: {position?: {start: {line: number}}}): string {
    const file = path.relative(this.data.siteDir, source.file).split(path.sep).join('/');
    return `${file}:${node.position?.start.line ?? 1}`;
  }

  private convertNodes(nodes: readonly RootContent[], source: SourceFile): RootContent[] {
    return nodes.flatMap((node) => this.convertNode(node, source));
  }

  private convertPhrasing(nodes: readonly RootContent[], source: SourceFile): PhrasingContent[] {
    return this.convertNodes(nodes, source) as PhrasingContent[];
  }

  private convertNode(node: RootContent, source: SourceFile): RootContent[] {
    switch (node.type) {
      case 'yaml':
      case 'mdxjsEsm':
        return [];
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        // `{/* #custom-id */}` in headings and other comments; anything else would be code.
        if (isComment(node.value)) return [];
        throw new Error(`${this.where(source, node)}: the expression {${node.value}} has no Markdown form; write it as text`);
      case 'heading': {
        this.depth = node.depth;
        const children = this.convertPhrasing(node.children, source);
        const last = children.at(-1);
        if (last?.type === 'text') last.value = last.value.trimEnd();
        return [{...node, children}];
      }
      case 'code':
        // The grammar of a railroad diagram is the diagram's text form.
        return [node.lang === 'railroad' ? {...node, lang: 'ebnf', meta: null} : node];
      case 'link':
        return [{...node, url: this.resolveUrl(node.url, source, node), children: this.convertPhrasing(node.children, source)}];
      case 'definition':
        return [{...node, url: this.resolveUrl(node.url, source, node)}];
      case 'containerDirective':
        return [this.admonition(node, source)];
      case 'paragraph': {
        const first = node.children[0];
        // `:::note Title` is not an admonition without mdx1Compat: the page shows the colons.
        if (first?.type === 'text' && first.value.startsWith(':::')) {
          throw new Error(`${this.where(source, node)}: "${first.value.split('\n')[0]}" is not an admonition; write the title in brackets: :::note[Title]`);
        }
        return liftBlocks(this.convertNodes(node.children, source));
      }
      case 'leafDirective':
        return [{type: 'paragraph', children: [{type: 'text', value: `::${node.name}`}, ...this.convertPhrasing(node.children, source)]}];
      case 'textDirective':
        // `:word` in prose that remark-directive read as a directive.
        return [{type: 'text', value: `:${node.name}`}, ...this.convertPhrasing(node.children, source)];
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return this.element(node, source);
      default:
        if ('children' in node) {
          return [{...node, children: this.convertNodes(node.children as RootContent[], source)} as RootContent];
        }
        return [node];
    }
  }

  private admonition(node: ContainerDirective, source: SourceFile): Blockquote {
    const title = ADMONITION_TITLES[node.name];
    if (!title) {
      throw new Error(
        `${this.where(source, node)}: :::${node.name} is not an admonition; use one of ${Object.keys(ADMONITION_TITLES).join(', ')}`,
      );
    }
    const [first, ...rest] = node.children;
    const labelled = first?.type === 'paragraph' && first.data?.directiveLabel === true;
    const heading: PhrasingContent[] = labelled
      ? [{type: 'text', value: `${title}: `}, ...this.convertPhrasing(first.children, source)]
      : [{type: 'text', value: title}];
    const body = labelled ? rest : node.children;
    return {
      type: 'blockquote',
      children: [{type: 'paragraph', children: [{type: 'strong', children: heading}]}, ...this.convertNodes(body, source)] as Blockquote['children'],
    };
  }

  private resolveUrl(url: string, source: SourceFile, node: RootContent): string {
    if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url;
    if (url.startsWith('#')) return `${this.pageUrl}${url}`;
    if (url.startsWith('/')) return `${this.data.siteUrl}${url}`;
    const [target = '', hash] = url.split('#');
    if (!PARTIAL.test(target)) return new URL(url, this.pageUrl).href;
    const page = this.data.pageUrls.get(path.resolve(path.dirname(source.file), decodeURI(target)));
    if (!page) {
      throw new Error(`${this.where(source, node)}: link ${url} does not lead to a docs page; fix the path`);
    }
    return hash === undefined ? page : `${page}#${hash}`;
  }

  /** The key components.ts knows an element by: `html:kbd`, `@theme/Tabs`, `@site/...#NamedExport`. */
  private componentKey(node: JsxElement, source: SourceFile): string {
    const name = node.name ?? '';
    if (/^[a-z]/.test(name)) return `html:${name}`;
    const binding = source.imports.get(name);
    if (!binding) {
      throw new Error(`${this.where(source, node)}: <${name}> is not imported on this page, so it has no Markdown form`);
    }
    return binding.imported === 'default' ? binding.source : `${binding.source}#${binding.imported}`;
  }

  private element(node: JsxElement, source: SourceFile): RootContent[] {
    if (node.name === null) return this.convertNodes(node.children as RootContent[], source);
    const key = this.componentKey(node, source);
    if (PARTIAL.test(key)) return this.partial(key, source);
    const convert = COMPONENTS[key];
    if (!convert) {
      throw new Error(
        `${this.where(source, node)}: <${node.name}> (${key}) has no Markdown form; add a conversion to plugins/markdown-export/components.ts`,
      );
    }
    return convert(this.conversion(node, source));
  }

  private partial(importSource: string, source: SourceFile): RootContent[] {
    const file = importSource.startsWith('@site/')
      ? path.join(this.data.siteDir, importSource.slice('@site/'.length))
      : path.resolve(path.dirname(source.file), importSource);
    return this.convertFile(file);
  }

  private conversion(node: JsxElement, source: SourceFile): JsxConversion {
    const fail = (message: string): never => {
      throw new Error(`${this.where(source, node)}: <${node.name}>: ${message}`);
    };
    return {
      node,
      data: this.data,
      pageUrl: this.pageUrl,
      depth: this.depth,
      fail,
      attribute: (name, element = node) => {
        const attribute = element.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
        if (!attribute) return undefined;
        if (attribute.value === null || attribute.value === undefined) return true;
        if (typeof attribute.value === 'string') return attribute.value;
        const statement = attribute.value.data?.estree?.body[0];
        return literalValue(statement?.type === 'ExpressionStatement' ? statement.expression : undefined, fail);
      },
      componentOf: (child) => this.componentKey(child, source),
      convertChildren: (children, depth) => {
        const outer = this.depth;
        if (depth !== undefined) this.depth = depth;
        const converted = this.convertNodes(children, source);
        this.depth = outer;
        return converted;
      },
    };
  }
}
