import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';
import type {HostedSearch} from '../../src/search/hosted';

export type {HostedSearch};

export interface PluginOptions {
  /** Name of the index; recent and favourite searches are stored in the browser under it. */
  indexName: string;
  /** The full results page, below the base URL. */
  searchPagePath: string;
  /** Set (from environment variables in docusaurus.config.ts) to search the hosted index instead. */
  hosted: HostedSearch | null;
}

export interface Options {
  indexName?: string;
  searchPagePath?: string;
  hosted?: Partial<Record<keyof HostedSearch, string | undefined>>;
}

export const DEFAULT_OPTIONS: Omit<PluginOptions, 'hosted'> = {
  indexName: 'questdb',
  searchPagePath: 'search/',
};

const FIX =
  'docusaurus.config.ts reads them from DOCSEARCH_APP_ID, DOCSEARCH_API_KEY and DOCSEARCH_INDEX_NAME: set all three for the hosted index, or none for local search';

/**
 * The hosted index when it is fully configured, null when nothing is set; a partial setting stops
 * the build with DocSearch's own message for the missing value, then the fix.
 */
export function resolveHosted(hosted: Options['hosted']): HostedSearch | null {
  const appId = hosted?.appId?.trim() ?? '';
  const apiKey = hosted?.apiKey?.trim() ?? '';
  const indexName = hosted?.indexName?.trim() ?? '';
  if (!appId && !apiKey) return null;
  if (!appId) throw new Error(`\`appId\` is missing. search-index: \`hosted.apiKey\` is set without \`hosted.appId\`; ${FIX}.`);
  if (!apiKey) throw new Error(`\`apiKey\` is missing. search-index: \`hosted.appId\` is set without \`hosted.apiKey\`; ${FIX}.`);
  if (!indexName) throw new Error(`\`indexName\` is missing. search-index: \`hosted.appId\` and \`hosted.apiKey\` are set without \`hosted.indexName\`; ${FIX}.`);
  return {appId, apiKey, indexName};
}

const optionsSchema = Joi.object({
  indexName: Joi.string().default(DEFAULT_OPTIONS.indexName),
  searchPagePath: Joi.string()
    .pattern(/^[a-z0-9-]+\/$/)
    .default(DEFAULT_OPTIONS.searchPagePath),
  hosted: Joi.object({
    appId: Joi.string().allow(''),
    apiKey: Joi.string().allow(''),
    indexName: Joi.string().allow(''),
  }).default({}),
});

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  const validated = validate(optionsSchema, options) as unknown as Required<Omit<Options, 'hosted'>> & {hosted: Options['hosted']};
  return {...validated, hosted: resolveHosted(validated.hosted)};
}
