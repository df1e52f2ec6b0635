// `npm run snapshot`: refreshes data/github/release.json and repo.json from the GitHub REST API.
// Each file is validated before it replaces the old one; on any failure the old file stays.
import fs from 'node:fs';
import path from 'node:path';
import {parseSnapshot, releaseSchema, repositorySchema} from '../plugins/github-snapshot/schema';
import {DEFAULT_OPTIONS} from '../plugins/github-snapshot/options';

// Overridable so tests can point the script at a local fake API and a scratch directory.
const API = process.env.SNAPSHOT_API ?? 'https://api.github.com/repos/questdb/questdb';
const TIMEOUT_MS = Number(process.env.SNAPSHOT_TIMEOUT_MS ?? 15_000);
const root = process.env.SNAPSHOT_ROOT ?? path.resolve(import.meta.dirname, '..');

async function getJson(url: string): Promise<unknown> {
  const headers: Record<string, string> = {
    accept: 'application/vnd.github+json',
    'user-agent': 'questdb-docs-snapshot',
  };
  if (process.env.GITHUB_TOKEN) headers.authorization = `Bearer ${process.env.GITHUB_TOKEN}`;
  let response: Response;
  try {
    response = await fetch(url, {headers, signal: AbortSignal.timeout(TIMEOUT_MS)});
  } catch (err) {
    const cause = (err as Error & {cause?: {code?: string}}).cause?.code ?? (err as Error).message;
    throw new Error(`cannot reach ${url} (${cause}); are you offline? The committed snapshot is unchanged.`);
  }
  if (!response.ok) {
    throw new Error(`${url} answered ${response.status} ${response.statusText}; the committed snapshot is unchanged.`);
  }
  return response.json();
}

/** Only a login of the release author is kept: no personal data in the repository. */
function withoutPersonalData(release: Record<string, unknown>): Record<string, unknown> {
  const author = release.author as {login?: string} | undefined;
  return {...release, author: {login: author?.login ?? 'unknown'}};
}

function writeAtomically(file: string, text: string): void {
  const target = path.join(root, file);
  const temp = `${target}.${process.pid}.tmp`;
  fs.writeFileSync(temp, text);
  fs.renameSync(temp, target);
}

async function main(): Promise<void> {
  const [release, repo] = await Promise.all([getJson(`${API}/releases/latest`), getJson(API)]);
  const releaseText = `${JSON.stringify(withoutPersonalData(release as Record<string, unknown>), null, 2)}\n`;
  const repoText = `${JSON.stringify(repo, null, 2)}\n`;
  // Validate both before writing either, so the pair always stays consistent.
  const parsedRelease = parseSnapshot(DEFAULT_OPTIONS.releaseFile, releaseText, releaseSchema);
  parseSnapshot(DEFAULT_OPTIONS.repoFile, repoText, repositorySchema);
  writeAtomically(DEFAULT_OPTIONS.releaseFile, releaseText);
  writeAtomically(DEFAULT_OPTIONS.repoFile, repoText);
  console.log(`snapshot: release ${parsedRelease.tag_name} and repository statistics written to data/github/`);
}

main().catch((err: Error) => {
  console.error(`snapshot: ${err.message}`);
  process.exit(1);
});
