// The hidden fragment pages of docs/partials/ (one per language, routed at /docs/partials/<lang>/), the
// sample files each shows and the pages that import them; read by the unit and browser tests. Reads the
// sources with ./readDocs.ts, which Playwright's loader can import (unlike the CommonJS plugins/).
import path from 'node:path';
import {readDocs, type DocFile} from './readDocs';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const PARTIALS_DIR = 'docs/partials';

/** The languages the specification lists for /docs/partials/, by file name. */
export const PARTIAL_LANGUAGES = ['c', 'csharp', 'curl', 'go', 'java', 'nodejs', 'php', 'psql', 'python', 'ruby', 'rust'] as const;

export interface ShownFile {
  readonly lang: string;
  /** The repository file the block shows, e.g. samples/pgwire/go/main.go. */
  readonly file: string;
  /** The block's body in the page source (empty: the build fills it from the file). */
  readonly body: string;
}

export interface HostPage {
  readonly file: string;
  readonly route: string;
  /** The name the page imports the partial as, rendered as `<Name />`. */
  readonly component: string;
  /** Whether the page renders the component, not only imports it. */
  readonly rendered: boolean;
  /** The files the page shows with blocks of its own. */
  readonly shows: readonly ShownFile[];
}

export interface PartialPage {
  readonly file: string;
  /** File name without extension: c, csharp, curl, ... */
  readonly name: string;
  readonly route: string;
  readonly frontMatter: Record<string, unknown>;
  readonly body: string;
  readonly shows: readonly ShownFile[];
  readonly hosts: readonly HostPage[];
}

type Source = Pick<DocFile, 'file' | 'frontMatter' | 'body'>;

/** docs/pgwire/go.md -> /docs/pgwire/go/ (the site's pages have no slug or id overrides). */
export function routeOf(file: string): string {
  const rel = file.replace(/^docs\//, '').replace(/\.mdx?$/, '');
  return rel === 'introduction' ? '/docs/' : `/docs/${rel}/`;
}

/** Fenced blocks whose info string names a `file=`, with the body as written in the source. */
export function fileBlocks(body: string): ShownFile[] {
  const fence = /^(`{3,})(\S*)([^\n]*)\n([\s\S]*?)^\1[ \t]*$/gm;
  return [...body.matchAll(fence)].flatMap(([, , lang, meta, text]) => {
    const file = /(?:^|\s)file=(\S+)/.exec(meta!)?.[1];
    return file ? [{lang: lang!, file, body: text!.replace(/\n$/, '')}] : [];
  });
}

function importsOf(source: Source): {component: string; file: string}[] {
  return [...source.body.matchAll(/^import\s+(\w+)\s+from\s+['"]([^'"]+\.mdx?)['"];?\s*$/gm)].map((m) => ({
    component: m[1]!,
    file: path.posix.normalize(path.posix.join(path.posix.dirname(source.file), m[2]!)),
  }));
}

/** Every routed page of docs/partials/ (files without a leading `_`), with what it shows and where it is included. */
export function readPartialPages(rootDir: string = ROOT): PartialPage[] {
  const sources = readDocs(rootDir).sort((a, b) => a.file.localeCompare(b.file));
  const isPage = (s: Source) => s.file.startsWith(`${PARTIALS_DIR}/`) && !path.basename(s.file).startsWith('_');
  return sources.filter(isPage).map((partial) => ({
    ...partial,
    name: path.basename(partial.file).replace(/\.mdx?$/, ''),
    route: routeOf(partial.file),
    shows: fileBlocks(partial.body),
    hosts: sources.flatMap((host) =>
      importsOf(host)
        .filter((imported) => imported.file === partial.file)
        .map(({component}) => ({
          file: host.file,
          route: routeOf(host.file),
          component,
          rendered: new RegExp(`<${component}\\s*/>`).test(host.body),
          shows: fileBlocks(host.body),
        })),
    ),
  }));
}
