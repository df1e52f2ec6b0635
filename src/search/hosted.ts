// The hosted index (DocSearch on Algolia): the facet filters every query carries, and the small
// client the search page uses (the modal uses DocSearch's own client).
import type {SearchRequest, SearchResponse} from './localClient';

export interface HostedSearch {
  appId: string;
  apiKey: string;
  indexName: string;
}

/** English pages of the current docs version; contextual search is off, so the tags are fixed. */
export const HOSTED_FACET_FILTERS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

export const ATTRIBUTES_TO_RETRIEVE = ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content', 'type', 'url'];

/** The body of POST /1/indexes/*\/queries for one request. */
export function hostedRequestBody(hosted: HostedSearch, request: SearchRequest): {requests: Record<string, unknown>[]} {
  return {
    requests: [
      {
        ...request,
        indexName: hosted.indexName,
        attributesToRetrieve: ATTRIBUTES_TO_RETRIEVE,
        facetFilters: HOSTED_FACET_FILTERS,
      },
    ],
  };
}

export function createHostedSearchClient(hosted: HostedSearch, fetchImpl: typeof fetch = fetch) {
  return {
    async search({requests}: {requests: SearchRequest[]}): Promise<{results: SearchResponse[]}> {
      const results = await Promise.all(
        requests.map(async (request) => {
          const response = await fetchImpl(`https://${hosted.appId}-dsn.algolia.net/1/indexes/*/queries`, {
            method: 'POST',
            headers: {'x-algolia-application-id': hosted.appId, 'x-algolia-api-key': hosted.apiKey},
            body: JSON.stringify(hostedRequestBody(hosted, request)),
          });
          if (!response.ok) throw new Error(`Docs search: the hosted index answered HTTP ${response.status}`);
          const body = (await response.json()) as {results: SearchResponse[]};
          return body.results[0]!;
        }),
      );
      return {results};
    },
  };
}
