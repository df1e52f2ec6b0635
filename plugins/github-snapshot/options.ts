import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

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

const optionsSchema = Joi.object<PluginOptions>({
  releaseFile: Joi.string().default(DEFAULT_OPTIONS.releaseFile),
  repoFile: Joi.string().default(DEFAULT_OPTIONS.repoFile),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(optionsSchema, options);
}
