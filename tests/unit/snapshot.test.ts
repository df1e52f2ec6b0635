// `npm run snapshot` against a local fake GitHub API: valid answers replace the files, anything
// else leaves the committed snapshot untouched and says why.
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const release = JSON.parse(fs.readFileSync(path.join(root, 'data/github/release.json'), 'utf8'));
const repo = JSON.parse(fs.readFileSync(path.join(root, 'data/github/repo.json'), 'utf8'));

let answer: {release: unknown; repo: unknown; status?: number; delayMs?: number};
let server: http.Server;
let api: string;
let scratch: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const body = req.url?.endsWith('/releases/latest') ? answer.release : answer.repo;
    setTimeout(() => {
      res.writeHead(answer.status ?? 200, {'content-type': 'application/json'});
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    }, answer.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api = `http://127.0.0.1:${(server.address() as {port: number}).port}/repos/questdb/questdb`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'snapshot-'));
  fs.mkdirSync(path.join(scratch, 'data/github'), {recursive: true});
  fs.writeFileSync(path.join(scratch, 'data/github/release.json'), 'OLD RELEASE');
  fs.writeFileSync(path.join(scratch, 'data/github/repo.json'), 'OLD REPO');
});

async function snapshot(env: Record<string, string> = {}): Promise<{code: number; out: string}> {
  try {
    const {stdout, stderr} = await run('npx', ['tsx', 'scripts/snapshot.ts'], {
      cwd: root,
      env: {...process.env, SNAPSHOT_API: api, SNAPSHOT_ROOT: scratch, ...env},
    });
    return {code: 0, out: stdout + stderr};
  } catch (err) {
    const e = err as {code: number; stdout: string; stderr: string};
    return {code: e.code, out: e.stdout + e.stderr};
  }
}

const files = () => [
  fs.readFileSync(path.join(scratch, 'data/github/release.json'), 'utf8'),
  fs.readFileSync(path.join(scratch, 'data/github/repo.json'), 'utf8'),
];

describe('npm run snapshot', () => {
  it('writes both files and keeps only the author login', async () => {
    answer = {release: {...release, author: {login: 'someone', email: 'x@example.com'}}, repo};
    const {code, out} = await snapshot();
    expect(code).toBe(0);
    expect(out).toContain('release 8.3.3');
    const [releaseText, repoText] = files();
    expect(JSON.parse(releaseText!).author).toEqual({login: 'someone'});
    expect(JSON.parse(repoText!).stargazers_count).toBe(repo.stargazers_count);
  }, 30_000);

  it('keeps the old files when an answer is invalid', async () => {
    answer = {release: {...release, tag_name: undefined}, repo};
    const {code, out} = await snapshot();
    expect(code).toBe(1);
    expect(out).toContain('data/github/release.json: `tag_name` missing');
    expect(files()).toEqual(['OLD RELEASE', 'OLD REPO']);
  }, 30_000);

  it('keeps the old files on an HTTP error or a time-out', async () => {
    answer = {release, repo, status: 403};
    expect((await snapshot()).out).toContain('answered 403');
    answer = {release, repo, delayMs: 3000};
    const slow = await snapshot({SNAPSHOT_TIMEOUT_MS: '500'});
    expect(slow.code).toBe(1);
    expect(files()).toEqual(['OLD RELEASE', 'OLD REPO']);
  }, 30_000);

  it('says so when the API cannot be reached', async () => {
    const {code, out} = await snapshot({SNAPSHOT_API: 'http://127.0.0.1:9/none'});
    expect(code).toBe(1);
    expect(out).toContain('are you offline? The committed snapshot is unchanged.');
    expect(files()).toEqual(['OLD RELEASE', 'OLD REPO']);
  }, 30_000);
});
