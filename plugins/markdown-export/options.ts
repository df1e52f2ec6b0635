import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

export interface PluginOptions {
  /** The sidebar (an id of sidebars.ts) whose top-level categories group llms.txt. */
  sidebar: string;
}

export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: PluginOptions = {
  sidebar: 'docs',
};

const optionsSchema = Joi.object<PluginOptions>({
  sidebar: Joi.string().default(DEFAULT_OPTIONS.sidebar),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(optionsSchema, options);
}
