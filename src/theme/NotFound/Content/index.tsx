// A not-found page that helps: the closest existing docs routes and a box to find the right one.
import {useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import routes from '@generated/routes';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import {closestRoutes, filterRoutes, routeLabel} from './closestRoutes';
import styles from './styles.module.css';

/**
 * Every docs page, from the route table main.js already holds (docs routes carry their sidebar),
 * so that the docs plugin's global list of docs can stay out of the browser's bundle
 * (plugins/bundle-splitting/stripGlobalDocs.cjs).
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

function RouteList({routes}: {readonly routes: readonly string[]}): ReactNode {
  return (
    <ul className={styles.routes}>
      {routes.map((route) => (
        <li key={route}>
          <Link to={route}>{routeLabel(route)}</Link> <code>{route}</code>
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
  const [query, setQuery] = useState('');
  const suggestions = useMemo(() => (pathname ? closestRoutes(pathname, routes) : []), [pathname, routes]);
  const matches = useMemo(() => filterRoutes(query, routes), [query, routes]);

  return (
    <main className={clsx('container margin-vert--xl', className)}>
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
          <Heading as="h2">Closest pages</Heading>
          <RouteList routes={suggestions} />
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
              <RouteList routes={matches} />
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
