import {describe, expect, it, vi} from 'vitest';
import {createHostedSearchClient, HOSTED_FACET_FILTERS, hostedRequestBody} from '../hosted';

const hosted = {appId: 'APP', apiKey: 'KEY', indexName: 'questdb'};

describe('hosted search', () => {
  it('filters to English docs of the current version', () => {
    expect(HOSTED_FACET_FILTERS).toEqual(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
    expect(hostedRequestBody(hosted, {query: 'fill', page: 2})).toEqual({
      requests: [
        {
          query: 'fill',
          page: 2,
          indexName: 'questdb',
          attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content', 'type', 'url'],
          facetFilters: HOSTED_FACET_FILTERS,
        },
      ],
    });
  });

  it('posts to the DSN host with the application id and key', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({results: [{hits: [], nbHits: 0}]})));
    const client = createHostedSearchClient(hosted, fetchImpl as unknown as typeof fetch);
    const {results} = await client.search({requests: [{query: 'x'}]});
    expect(results).toEqual([{hits: [], nbHits: 0}]);
    expect(fetchImpl).toHaveBeenCalledWith('https://APP-dsn.algolia.net/1/indexes/*/queries', {
      method: 'POST',
      headers: {'x-algolia-application-id': 'APP', 'x-algolia-api-key': 'KEY'},
      body: JSON.stringify(hostedRequestBody(hosted, {query: 'x'})),
    });
  });

  it('fails on an error status', async () => {
    const client = createHostedSearchClient(hosted, (async () => new Response('no', {status: 403})) as unknown as typeof fetch);
    await expect(client.search({requests: [{query: 'x'}]})).rejects.toThrow('Docs search: the hosted index answered HTTP 403');
  });
});
