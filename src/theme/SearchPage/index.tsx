// /docs/search/?q=...: every result of a query, 20 a page, with the query and page in the URL so a
// search can be shared and the back button works. Answered by the same client as the modal.
import {useEffect, useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {usePluginData} from '@docusaurus/useGlobalData';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';
import type {SearchGlobalData} from '@site/plugins/search-index';
import type {LocalHit, SearchResponse} from '@site/src/search/localClient';
import {rewriteResultUrl} from '@site/src/search/resultUrl';
import {getSiteSearchClient} from '@site/src/search/siteClient';
import {MAX_QUERY_LENGTH} from '@site/src/search/tokenize';
import styles from './styles.module.css';

const HITS_PER_PAGE = 20;
const LEVELS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

type Status = {kind: 'idle'} | {kind: 'loading'} | {kind: 'error'} | {kind: 'done'; response: SearchResponse};

function readParams(search: string): {query: string; page: number} {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page') ?? '1');
  return {query: (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH), page: Number.isInteger(page) && page > 0 ? page : 1};
}

function pageHref(path: string, query: string, page: number): string {
  return `${path}?q=${encodeURIComponent(query)}${page > 1 ? `&page=${page}` : ''}`;
}

/** Escaped, highlighted HTML from the search client (see src/search/highlight.ts). */
function Marked({html, className}: {readonly html: string; readonly className?: string}): ReactNode {
  return <span className={className} dangerouslySetInnerHTML={{__html: html}} />;
}

function Result({hit}: {readonly hit: LocalHit}): ReactNode {
  const highlighted = hit._highlightResult.hierarchy;
  const titleLevel = hit.type === 'content' ? [...LEVELS].reverse().find((lvl) => highlighted[lvl]) : hit.type;
  const title = titleLevel ? highlighted[titleLevel]?.value : undefined;
  const path = ['lvl0', ...LEVELS]
    .slice(0, titleLevel ? ['lvl0', ...LEVELS].indexOf(titleLevel) : 1)
    .map((lvl) => highlighted[lvl as keyof typeof highlighted]?.value)
    .filter((v): v is string => Boolean(v));
  const content = hit._snippetResult.content?.value;
  return (
    <li className={styles.result}>
      <a className={styles.resultLink} href={rewriteResultUrl(hit.url)}>
        {title && <Marked className={styles.resultTitle} html={title} />}
      </a>
      {path.length > 0 && (
        <div className={styles.resultPath}>
          {path.map((html, i) => (
            <Marked key={i} html={html} />
          ))}
        </div>
      )}
      {content && <Marked className={styles.resultSnippet} html={content} />}
    </li>
  );
}

export default function SearchPage(): ReactNode {
  const config = usePluginData('search-index') as SearchGlobalData;
  const location = useLocation();
  const history = useHistory();
  const docsHome = useBaseUrl('/');
  const inputId = useId();
  const {query, page} = readParams(location.search);
  const [draft, setDraft] = useState(query);
  const [status, setStatus] = useState<Status>({kind: 'idle'});

  useEffect(() => setDraft(query), [query]);

  useEffect(() => {
    if (query.trim() === '') {
      setStatus({kind: 'idle'});
      return;
    }
    let current = true;
    setStatus({kind: 'loading'});
    const words = window.matchMedia('(max-width: 768px)').matches ? 5 : 10;
    getSiteSearchClient(config)
      .search({
        requests: [
          {
            indexName: config.hosted?.indexName ?? config.indexName,
            query,
            page: page - 1,
            hitsPerPage: HITS_PER_PAGE,
            attributesToSnippet: [`content:${words}`],
            highlightPreTag: '<mark>',
            highlightPostTag: '</mark>',
          },
        ],
      })
      .then(
        ({results}) => current && setStatus({kind: 'done', response: results[0]!}),
        () => current && setStatus({kind: 'error'}),
      );
    return () => {
      current = false;
    };
  }, [config, query, page]);

  const response = status.kind === 'done' ? status.response : null;
  const lastPage = response ? Math.max(1, response.nbPages) : 1;
  return (
    <Layout title={query ? `Search results for "${query}"` : 'Search the documentation'} description="Search the QuestDB documentation.">
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className={clsx('container', 'margin-vert--lg', styles.page)}>
        <p>
          <Link to={docsHome}>← Back to the documentation</Link>
        </p>
        <h1>Search the documentation</h1>
        <form
          role="search"
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            history.push(pageHref(location.pathname, draft.trim(), 1));
          }}>
          <label htmlFor={inputId} className="visually-hidden">
            Search docs
          </label>
          <input
            id={inputId}
            type="search"
            className={styles.input}
            value={draft}
            maxLength={MAX_QUERY_LENGTH}
            placeholder="Search docs"
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </form>
        <div aria-live="polite" className={styles.summary}>
          {status.kind === 'loading' && <p>Searching…</p>}
          {status.kind === 'error' && (
            <p>Unable to fetch results. You might want to check your network connection.</p>
          )}
          {response && response.nbHits === 0 && (
            <p>
              No results for <strong>{query}</strong>
            </p>
          )}
          {response && response.nbHits > 0 && (
            <p>
              {response.nbHits} {response.nbHits === 1 ? 'result' : 'results'} for <strong>{query}</strong>
              {lastPage > 1 && ` (page ${page} of ${lastPage})`}
            </p>
          )}
        </div>
        {response && response.hits.length > 0 && (
          <ol className={styles.results} start={(page - 1) * HITS_PER_PAGE + 1}>
            {response.hits.map((hit) => (
              <Result key={hit.objectID} hit={hit} />
            ))}
          </ol>
        )}
        {response && lastPage > 1 && (
          <nav aria-label="Search result pages" className={clsx('pagination-nav', styles.pager)}>
            {page > 1 ? (
              <Link className="pagination-nav__link" to={pageHref(location.pathname, query, page - 1)}>
                ← Previous page
              </Link>
            ) : (
              <span />
            )}
            {page < lastPage && (
              <Link className="pagination-nav__link pagination-nav__link--next" to={pageHref(location.pathname, query, page + 1)}>
                Next page →
              </Link>
            )}
          </nav>
        )}
      </main>
    </Layout>
  );
}
