import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parseSnapshot, releaseSchema, repositorySchema} from '../schema';
import {toGlobalData} from '../index';
import type {Release, Repository} from '../types';

const root = path.resolve(import.meta.dirname, '../../..');
const releaseText = fs.readFileSync(path.join(root, 'data/github/release.json'), 'utf8');
const repoText = fs.readFileSync(path.join(root, 'data/github/repo.json'), 'utf8');
const FILE = 'data/github/release.json';

function withRelease(change: (release: Record<string, unknown>) => void): string {
  const release = JSON.parse(releaseText) as Record<string, unknown>;
  change(release);
  return JSON.stringify(release);
}

describe('committed snapshot', () => {
  it('holds release 8.3.3 of 2025-05-30 with its three builds', () => {
    const release = parseSnapshot<Release>(FILE, releaseText, releaseSchema);
    expect(release.tag_name).toBe('8.3.3');
    expect(release.published_at.slice(0, 10)).toBe('2025-05-30');
    expect(release.assets.map((a) => [a.name, Math.round(a.size / 1e5) / 10])).toEqual([
      ['questdb-8.3.3-no-jre-bin.tar.gz', 25.8],
      ['questdb-8.3.3-rt-linux-x86-64.tar.gz', 65.9],
      ['questdb-8.3.3-rt-windows-x86-64.tar.gz', 62.0],
    ]);
  });

  it('holds the repository statistics', () => {
    const repo = parseSnapshot<Repository>('data/github/repo.json', repoText, repositorySchema);
    expect(Math.round(repo.stargazers_count / 100) / 10).toBe(15.3);
    expect(Math.round(repo.forks_count / 10) / 100).toBe(1.26);
    expect(repo.open_issues_count).toBe(694);
    expect(repo.language).toBe('Java');
    expect(repo.license.key).toBe('apache-2.0');
  });

  it('embeds only the slim fields pages show', () => {
    const data = toGlobalData(
      parseSnapshot<Release>(FILE, releaseText, releaseSchema),
      parseSnapshot<Repository>('data/github/repo.json', repoText, repositorySchema),
    );
    expect(data.release.name).toBe('8.3.3');
    expect(data.release.htmlUrl).toBe('https://github.com/questdb/questdb/releases/tag/8.3.3');
    expect(Object.keys(data.release.assets[0]!)).toEqual(['name', 'size', 'browser_download_url']);
    expect(data.repository).toMatchObject({stars: 15312, license: 'Apache License 2.0'});
    expect(JSON.stringify(data)).not.toContain('body');
  });
});

describe('snapshot validation errors name the file, the field and the fix', () => {
  const fix = 'run `npm run snapshot` or restore the file from git';

  it('reports a missing field', () => {
    const text = withRelease((r) => delete r.tag_name);
    expect(() => parseSnapshot(FILE, text, releaseSchema)).toThrow(
      `data/github/release.json: \`tag_name\` missing; ${fix}`,
    );
  });

  it('reports a field of the wrong type inside an asset', () => {
    const text = withRelease((r) => {
      (r.assets as Record<string, unknown>[])[1]!.size = '65 MB';
    });
    expect(() => parseSnapshot(FILE, text, releaseSchema)).toThrow(
      `data/github/release.json: \`assets.1.size\` invalid: must be a number; ${fix}`,
    );
  });

  it('reports a date that is not ISO 8601', () => {
    const text = withRelease((r) => {
      r.published_at = 'yesterday';
    });
    expect(() => parseSnapshot(FILE, text, releaseSchema)).toThrow(
      `data/github/release.json: \`published_at\` invalid: must be in iso format; ${fix}`,
    );
  });

  it('reports broken JSON', () => {
    expect(() => parseSnapshot(FILE, '{"tag_name": ', releaseSchema)).toThrow(
      /^data\/github\/release\.json: not valid JSON \(.+\); run `npm run snapshot`/,
    );
  });
});

describe('plugin', () => {
  it('fails the build with one message when a snapshot file is missing', async () => {
    const {default: plugin} = await import('../index');
    const siteDir = fs.mkdtempSync(path.join(import.meta.dirname, '.tmp-'));
    try {
      fs.mkdirSync(path.join(siteDir, 'data/github'), {recursive: true});
      fs.writeFileSync(path.join(siteDir, 'data/github/release.json'), releaseText);
      const instance = plugin({siteDir} as never, {
        releaseFile: 'data/github/release.json',
        repoFile: 'data/github/repo.json',
      });
      await expect(instance.loadContent!()).rejects.toThrow(
        'data/github/repo.json: file missing; run `npm run snapshot` or restore the file from git',
      );
    } finally {
      fs.rmSync(siteDir, {recursive: true, force: true});
    }
  });
});
