// Validation of the snapshot files: every field we keep, with its type, and one clear error.
import {Joi} from '@docusaurus/utils-validation';
import type {Release, Repository} from './types';

const isoDate = Joi.string().isoDate().required();
const url = Joi.string().uri({scheme: ['https']}).required();
const count = Joi.number().integer().min(0).required();

const assetSchema = Joi.object({
  name: Joi.string().required(),
  size: count,
  download_count: count,
  content_type: Joi.string().required(),
  state: Joi.string().required(),
  created_at: isoDate,
  updated_at: isoDate,
  browser_download_url: url,
}).unknown(true);

export const releaseSchema = Joi.object<Release>({
  url,
  html_url: url,
  id: Joi.number().integer().required(),
  tag_name: Joi.string().required(),
  name: Joi.string().required(),
  draft: Joi.boolean().required(),
  prerelease: Joi.boolean().required(),
  created_at: isoDate,
  published_at: isoDate,
  assets: Joi.array().items(assetSchema).min(1).required(),
  body: Joi.string().allow('').required(),
  author: Joi.object({login: Joi.string().required()}).unknown(true).required(),
  reactions: Joi.object({total_count: count}).unknown(true).required(),
}).unknown(true);

export const repositorySchema = Joi.object<Repository>({
  name: Joi.string().required(),
  full_name: Joi.string().required(),
  html_url: url,
  description: Joi.string().allow('').required(),
  stargazers_count: count,
  forks_count: count,
  open_issues_count: count,
  language: Joi.string().required(),
  license: Joi.object({key: Joi.string().required(), name: Joi.string().required()})
    .unknown(true)
    .required(),
  topics: Joi.array().items(Joi.string()).required(),
  default_branch: Joi.string().required(),
  size: count,
  created_at: isoDate,
  updated_at: isoDate,
  pushed_at: isoDate,
  visibility: Joi.string().required(),
  subscribers_count: count,
  network_count: count,
}).unknown(true);

export const SNAPSHOT_FIX = 'run `npm run snapshot` or restore the file from git';

/** Parses and validates one snapshot file's text; throws one message naming file, field and fix. */
export function parseSnapshot<T>(file: string, text: string, schema: Joi.ObjectSchema<T>): T {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new Error(`${file}: not valid JSON (${(err as Error).message}); ${SNAPSHOT_FIX}`);
  }
  const {error, value} = schema.validate(json, {abortEarly: true, convert: false});
  if (error) {
    const detail = error.details[0]!;
    const field = detail.path.join('.') || '(root)';
    const problem =
      detail.type === 'any.required'
        ? 'missing'
        : `invalid: ${detail.message.replace(/^"[^"]*" /, '')}`;
    throw new Error(`${file}: \`${field}\` ${problem}; ${SNAPSHOT_FIX}`);
  }
  return value as T;
}
