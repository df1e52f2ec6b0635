import {Joi} from '@docusaurus/utils-validation';

export interface PluginOptions {
  /** Release snapshot, relative to the site directory. */
  releaseFile: string;
  /** Repository snapshot, relative to the site directory. */
  repoFile: string;
}

export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: PluginOptions = {
  releaseFile: 'data/github/release.json',
  repoFile: 'data/github/repo.json',
};

const optionsSchema = Joi.object<PluginOptions & {id?: string}>({
  // Docusaurus adds the plugin instance id to every plugin's options.
  id: Joi.string().optional(),
  releaseFile: Joi.string().default(DEFAULT_OPTIONS.releaseFile),
  repoFile: Joi.string().default(DEFAULT_OPTIONS.repoFile),
});

/**
 * Options with defaults applied; throws on unknown or mistyped options. Not named
 * `validateOptions`: Docusaurus would call that with its own arguments.
 */
export function resolveOptions(options: unknown): PluginOptions {
  const {error, value} = optionsSchema.validate(options ?? {});
  if (error) {
    throw new Error(`docusaurus.config.ts: github-snapshot plugin options: ${error.message}`);
  }
  const {releaseFile, repoFile} = value;
  return {releaseFile, repoFile};
}
