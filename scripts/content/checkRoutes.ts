// Compares the routes the build produced with the route list of the specification.
import fs from 'node:fs';
import path from 'node:path';

export const ROUTES_FILE = 'tests/fixtures/routes.json';
export const EXTRA_ROUTES_FILE = 'tests/fixtures/extra-routes.json';

export interface ExtraRoute {
  readonly route: string;
  readonly reason: string;
}

export interface RouteReport {
  readonly built: string[];
  /** Listed routes the build does not have yet. */
  readonly missing: string[];
  /** Built routes that are neither listed, nor partials, nor a documented extra. */
  readonly unexpected: string[];
}

/** Every directory of the build with an index.html, as a /docs/... route. */
export function builtRoutes(buildDir: string, baseUrl = '/docs/'): string[] {
  const routes: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') walk(path.join(dir, entry.name));
      } else if (entry.name === 'index.html') {
        const rel = path.relative(buildDir, dir).split(path.sep).join('/');
        routes.push(rel ? `${baseUrl}${rel}/` : baseUrl);
      }
    }
  };
  walk(buildDir);
  return routes.sort();
}

export function compareRoutes(
  built: readonly string[],
  listed: readonly string[],
  extras: readonly ExtraRoute[],
): RouteReport {
  const builtSet = new Set(built);
  const listedSet = new Set(listed);
  const extraSet = new Set(extras.map((e) => e.route));
  const isPartial = (route: string) => /\/docs\/(partials|quick-start-utils)\//.test(route);
  return {
    built: [...built],
    missing: listed.filter((route) => !builtSet.has(route)),
    unexpected: built.filter((route) => !listedSet.has(route) && !extraSet.has(route) && !isPartial(route)),
  };
}

export function readJson<T>(rootDir: string, file: string): T {
  return JSON.parse(fs.readFileSync(path.join(rootDir, file), 'utf8')) as T;
}
