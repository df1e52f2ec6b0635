// The page's search clients: one local client per page (its index is fetched once, on first use),
// or the hosted client when the build configured a hosted index.
import {createHostedSearchClient} from './hosted';
import {readIndexUrl} from './indexUrl';
import {createLocalSearchClient, type LocalSearchClient, type SearchRequest, type SearchResponse} from './localClient';
import type {HostedSearch} from './hosted';

export interface SiteSearchConfig {
  indexName: string;
  searchPagePath: string;
  hosted: HostedSearch | null;
}

export interface SiteSearchClient {
  search(params: {requests: SearchRequest[]}): Promise<{results: SearchResponse[]}>;
}

let localClient: (LocalSearchClient & {load(): Promise<unknown>}) | null = null;

export function getLocalSearchClient(config: SiteSearchConfig): LocalSearchClient & {load(): Promise<unknown>} {
  if (!localClient) {
    const url = readIndexUrl();
    if (!url) console.warn('Docs search: this page names no search index (dev server?); run `npm run build && npm run serve`.');
    localClient = createLocalSearchClient(url ?? `${config.searchPagePath}missing-index.json`, config.indexName);
  }
  return localClient;
}

export function getSiteSearchClient(config: SiteSearchConfig): SiteSearchClient {
  return config.hosted ? createHostedSearchClient(config.hosted) : getLocalSearchClient(config);
}
