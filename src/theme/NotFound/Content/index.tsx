// A not-found page that helps: the closest existing docs routes and a box to find the right one.
import {useEffect, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import routes from '@generated/routes';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {closestRoutes, filterRoutes, routeLabel, titlesFromLlmsTxt} from './closestRoutes';
import styles from './styles.module.css';

/**
 * Every docs page, from the route table main.js already holds (docs routes carry their sidebar),
 * so that the docs plugin's global list of docs can stay out of the browser's bundle
 * (plugins/generated-data-trimming/stripGlobalDocs.cjs).
 */
interface RouteNode {
  readonly path?: string | readonly string[];
  readonly exact?: boolean;
  readonly routes?: readonly RouteNode[];
}

function docPaths(list: readonly RouteNode[]): string[] {
  return list.flatMap((route) => {
    if (route.routes) return docPaths(route.routes);
    return route.exact && 'sidebar' in route && typeof route.path === 'string' ? [route.path] : [];
  });
}

function useDocRoutes(): string[] {
  return useMemo(() => docPaths(routes), []);
}

/**
 * Page titles, fetched once the page is shown (from llms.txt, which lists every page with its title);
 * until then, or offline without a copy of it, links are labelled from their address.
 */
function usePageTitles(): ReadonlyMap<string, string> {
  const url = useBaseUrl('/llms.txt');
  const [titles, setTitles] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    // Offline, the saved copy of the docs has no llms.txt: the addresses serve as labels.
    if (!navigator.onLine) return undefined;
    let cancelled = false;
    fetch(url)
      .then((response) => (response.ok ? response.text() : ''))
      .then((text) => {
        if (!cancelled && text) setTitles(titlesFromLlmsTxt(text));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [url]);
  return titles;
}

function RouteList({
  routes,
  titles,
}: {
  readonly routes: readonly string[];
  readonly titles: ReadonlyMap<string, string>;
}): ReactNode {
  return (
    <ul className={styles.routes}>
      {routes.map((route) => (
        <li key={route}>
          <Link to={route}>{titles.get(route) ?? routeLabel(route)}</Link> <code>{route}</code>
        </li>
      ))}
    </ul>
  );
}

export default function NotFoundContent({className}: Props): ReactNode {
  // The 404 page is rendered once at build time, for no particular path: everything that depends
  // on the requested path appears after hydration, so server and client markup agree.
  const isBrowser = useIsBrowser();
  const {pathname: currentPath} = useLocation();
  const pathname = isBrowser ? currentPath : '';
  const routes = useDocRoutes();
  const titles = usePageTitles();
  const [query, setQuery] = useState('');
  const suggestions = useMemo(() => (pathname ? closestRoutes(pathname, routes) : []), [pathname, routes]);
  const matches = useMemo(() => filterRoutes(query, routes), [query, routes]);

  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <PageMetadata title="Page not found" />
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1">Page not found</Heading>
          <p>
            There is no docs page at {pathname ? <code>{pathname}</code> : 'this address'}. It may
            have moved, or the address may have a typo.
          </p>
          {isBrowser && !navigator.onLine && (
            <p role="status">
              You are offline, and the copy of the docs saved on this device has no page here. A page
              newer than that copy becomes available once you are back online and the docs update.
            </p>
          )}
          {suggestions.length > 0 && (
            <>
              <Heading as="h2">Closest pages</Heading>
              <RouteList routes={suggestions} titles={titles} />
            </>
          )}
          <Heading as="h2">Find a page</Heading>
          <form role="search" onSubmit={(e) => e.preventDefault()}>
            <label htmlFor="not-found-search" className={styles.label}>
              Search page addresses
            </label>
            <input
              id="not-found-search"
              type="search"
              className={styles.input}
              placeholder="for example: sample by, python, configuration"
              value={query}
              maxLength={64}
              onChange={(e) => setQuery(e.target.value)}
            />
          </form>
          {query.trim() !== '' &&
            (matches.length > 0 ? (
              <RouteList routes={matches} titles={titles} />
            ) : (
              <p role="status">No page address matches “{query}”.</p>
            ))}
          <p>
            Or start again from the <Link to="/">documentation home</Link>.
          </p>
        </div>
      </div>
    </main>
  );
}
