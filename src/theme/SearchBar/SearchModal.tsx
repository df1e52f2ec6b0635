// The DocSearch modal, loaded on first interaction: answered by the local index, or by the hosted
// index when the build configured one. Kept out of the page bundle with the engine it pulls in.
import {useMemo, type ReactNode} from 'react';
import {DocSearchModal} from '@docsearch/react/modal';
import Link from '@docusaurus/Link';
import type {SearchGlobalData} from '@site/plugins/search-index';
import {HOSTED_FACET_FILTERS} from '@site/src/search/hosted';
import {getLocalSearchClient} from '@site/src/search/siteClient';
import {rewriteResultUrl} from '@site/src/search/resultUrl';
import {MAX_QUERY_LENGTH} from '@site/src/search/tokenize';
import {externalLinks} from '@site/src/site/links';
import '@docsearch/css/dist/modal.css';
import './modal.css';

type ModalProps = Parameters<typeof DocSearchModal>[0];
type TransformSearchClient = NonNullable<ModalProps['transformSearchClient']>;
type SearchClient = Parameters<TransformSearchClient>[0];

let storageChecked = false;

/** Starts loading what the first query needs, as soon as the reader reaches for the search box. */
export function warmUp(config: SearchGlobalData): void {
  if (!config.hosted) getLocalSearchClient(config).load().catch(() => {});
}

/** Recent and favourite searches need localStorage; without it DocSearch keeps them empty. */
function warnIfNoStorage(): void {
  if (storageChecked) return;
  storageChecked = true;
  try {
    const probe = '__docsearch_storage_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
  } catch (error) {
    console.warn('Docs search: browser storage is not available, so recent and favourite searches stay empty.', error);
  }
}

function cutQueries<T>(params: T): T {
  const cut = (request: {query?: string}) => ({...request, query: request.query?.slice(0, MAX_QUERY_LENGTH)});
  if (Array.isArray(params)) return params.map(cut) as T;
  const withRequests = params as {requests?: {query?: string}[]};
  return (withRequests.requests ? {...params, requests: withRequests.requests.map(cut)} : params) as T;
}

function missingResultsUrl({query}: {query: string}): string {
  const title = `Docs search: no results for "${query}"`;
  const body = `I searched the docs for \`${query}\` and expected to find:\n\n`;
  return `${externalLinks.docsRepository}/issues/new?title=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}`;
}

// A plain link: choosing a hit loads the page in full and lands on the anchor.
function Hit({hit, children}: {hit: {url: string}; children: ReactNode}): ReactNode {
  return <a href={hit.url}>{children}</a>;
}

const navigator: ModalProps['navigator'] = {
  navigate({itemUrl}) {
    window.location.assign(itemUrl);
  },
  navigateNewTab({itemUrl}) {
    window.open(itemUrl, '_blank', 'noopener');
  },
  navigateNewWindow({itemUrl}) {
    window.open(itemUrl, '_blank', 'noopener');
  },
};

const translations: ModalProps['translations'] = {
  noResultsScreen: {noResultsText: 'No results for'},
  footer: {selectText: 'to select', navigateText: 'to navigate', closeText: 'to close', poweredByText: 'Search by'},
};

interface Props {
  readonly config: SearchGlobalData;
  readonly initialQuery: string | undefined;
  readonly onClose: () => void;
}

export default function SearchModal({config, initialQuery, onClose}: Props): ReactNode {
  warnIfNoStorage();
  const {hosted} = config;

  const transformSearchClient = useMemo<TransformSearchClient>(
    () =>
      (client: SearchClient): SearchClient => {
        const search = hosted
          ? ((params, options) => client.search(cutQueries(params), options)) as SearchClient['search']
          : (((params: unknown) => getLocalSearchClient(config).search(params as never)) as unknown as SearchClient['search']);
        return {...client, search};
      },
    [config, hosted],
  );

  const searchParameters = useMemo(() => {
    // Snippets of 10 words, 5 on small screens, as DocSearch 3 had them.
    const words = window.matchMedia('(max-width: 768px)').matches ? 5 : 10;
    const attributesToSnippet = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((lvl) => `hierarchy.${lvl}:${words}`);
    return {
      attributesToSnippet: [...attributesToSnippet, `content:${words}`],
      hitsPerPage: 20,
      ...(hosted && {facetFilters: HOSTED_FACET_FILTERS}),
    };
  }, [hosted]);

  const resultsFooterComponent = useMemo<NonNullable<ModalProps['resultsFooterComponent']>>(
    () =>
      function ResultsFooter({state}) {
        return (
          <Link to={`${config.searchPagePath}?q=${encodeURIComponent(state.query)}`} onClick={onClose}>
            See all {String(state.context.nbHits ?? 0)} results
          </Link>
        );
      },
    [config.searchPagePath, onClose],
  );

  return (
    <DocSearchModal
      appId={hosted?.appId ?? 'local'}
      apiKey={hosted?.apiKey ?? 'local'}
      indexName={hosted?.indexName ?? config.indexName}
      placeholder="Search docs"
      theme="dark"
      initialScrollY={window.scrollY}
      initialQuery={initialQuery}
      onClose={onClose}
      onAskAiToggle={() => {}}
      maxResultsPerGroup={5}
      searchParameters={searchParameters as ModalProps['searchParameters']}
      transformSearchClient={transformSearchClient}
      transformItems={(items) => items.map((item) => ({...item, url: rewriteResultUrl(item.url)}))}
      hitComponent={Hit as ModalProps['hitComponent']}
      navigator={navigator}
      resultsFooterComponent={resultsFooterComponent}
      getMissingResultsUrl={missingResultsUrl}
      translations={translations}
    />
  );
}
