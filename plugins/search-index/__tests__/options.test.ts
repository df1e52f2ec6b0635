import {describe, expect, it} from 'vitest';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {resolveHosted, validateOptions, type Options} from '../options';

const FIX =
  'docusaurus.config.ts reads them from DOCSEARCH_APP_ID, DOCSEARCH_API_KEY and DOCSEARCH_INDEX_NAME: set all three for the hosted index, or none for local search.';

const validate = (options: Options) =>
  validateOptions({validate: normalizePluginOptions as never, options});

describe('search-index options', () => {
  it('uses local search silently when nothing is set', () => {
    expect(validate({hosted: {appId: undefined, apiKey: undefined, indexName: undefined}})).toMatchObject({
      indexName: 'questdb',
      searchPagePath: 'search/',
      hosted: null,
    });
    expect(resolveHosted({appId: ' ', apiKey: ''})).toBeNull();
  });

  it('uses the hosted index when all three are set', () => {
    expect(validate({hosted: {appId: 'APP', apiKey: 'KEY', indexName: 'questdb'}}).hosted).toEqual({
      appId: 'APP',
      apiKey: 'KEY',
      indexName: 'questdb',
    });
  });

  it('stops the build naming the missing value', () => {
    expect(() => validate({hosted: {apiKey: 'KEY', indexName: 'questdb'}})).toThrow(
      `\`appId\` is missing. search-index: \`hosted.apiKey\` is set without \`hosted.appId\`; ${FIX}`,
    );
    expect(() => validate({hosted: {appId: 'APP', indexName: 'questdb'}})).toThrow(
      `\`apiKey\` is missing. search-index: \`hosted.appId\` is set without \`hosted.apiKey\`; ${FIX}`,
    );
    expect(() => validate({hosted: {appId: 'APP', apiKey: 'KEY'}})).toThrow(
      `\`indexName\` is missing. search-index: \`hosted.appId\` and \`hosted.apiKey\` are set without \`hosted.indexName\`; ${FIX}`,
    );
  });
});
