// The quick start takes every version and file name from the release snapshot: the page never types
// them, and the command builder it renders uses each archive's exact name and URL.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {toGlobalData} from '../../plugins/github-snapshot';
import type {Release, Repository} from '../../plugins/github-snapshot/types';
import {
  buildInstallOptions,
  classifyAsset,
  DOCKER_DATA_DIR,
  type InstallTarget,
} from '../../src/components/ReleaseDownloads/commands';

const root = path.resolve(import.meta.dirname, '../..');
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;
const rawRelease = readJson<Release>('data/github/release.json');
const {release} = toGlobalData(rawRelease, readJson<Repository>('data/github/repo.json'));
const targets: InstallTarget[] = ['docker', 'linux', 'macos', 'windows'];

const QUICK_START = 'docs/quick-start.mdx';
const FRAGMENT_DIR = 'docs/quick-start-utils';
const quickStartSources = [
  QUICK_START,
  ...fs
    .readdirSync(path.join(root, FRAGMENT_DIR))
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => `${FRAGMENT_DIR}/${f}`),
];

describe('quick start page', () => {
  it('imports its OS fragments and renders the release component', () => {
    const page = fs.readFileSync(path.join(root, QUICK_START), 'utf8');
    expect(quickStartSources.length).toBeGreaterThan(1);
    for (const fragment of quickStartSources.slice(1)) {
      expect(fragment).toMatch(/\/_[a-z-]+\.partial\.mdx$/);
      expect(page).toContain(`./quick-start-utils/${path.basename(fragment)}`);
    }
    const usesComponent = quickStartSources.some((file) =>
      fs.readFileSync(path.join(root, file), 'utf8').includes('@site/src/components/ReleaseDownloads'),
    );
    expect(usesComponent).toBe(true);
  });

  it.each(quickStartSources)('%s types no version and no archive name', (file) => {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    expect(text).not.toContain(rawRelease.tag_name);
    expect(text).not.toMatch(/questdb\/questdb:\d/);
    expect(text).not.toMatch(/\b\d+\.\d+\.\d+\b/);
    for (const asset of rawRelease.assets) {
      expect(text).not.toContain(asset.name);
      expect(text).not.toContain(asset.browser_download_url);
    }
  });
});

describe('install commands from the release snapshot', () => {
  it('knows every archive of the release', () => {
    for (const asset of release.assets) {
      expect(classifyAsset(asset.name), asset.name).toBeDefined();
    }
  });

  it('downloads and unpacks each archive by its exact URL and name', () => {
    const options = targets.flatMap((target) => buildInstallOptions(release, target));
    for (const asset of rawRelease.assets) {
      const uses = options.filter((o) => o.asset?.name === asset.name);
      expect(uses.length, asset.name).toBeGreaterThan(0);
      for (const option of uses) {
        expect(option.code).toContain(` -LO ${asset.browser_download_url}\n`);
        expect(option.code).toContain(` ${asset.name}\n`);
        expect(option.code).toContain(`cd ${asset.name.replace(/\.tar\.gz$/, '')}`);
      }
    }
  });

  it.each(['linux', 'macos', 'windows'] as const)(
    'offers on %s the runtime archives built for it, then the archive without Java',
    (target) => {
      const offered = buildInstallOptions(release, target).map((o) => o.asset!.name);
      const expected = [
        ...rawRelease.assets.filter((a) => a.name.includes(`-rt-${target}-`)),
        ...rawRelease.assets.filter((a) => a.name.endsWith('-no-jre-bin.tar.gz')),
      ].map((a) => a.name);
      expect(offered).toEqual(expected);
    },
  );

  it('starts the Docker image of this release with the data volume and all four ports', () => {
    const [docker] = buildInstallOptions(release, 'docker');
    expect(docker!.code).toContain(`questdb/questdb:${rawRelease.tag_name}`);
    expect(docker!.code).toContain(`:${DOCKER_DATA_DIR}"`);
    for (const port of [9000, 8812, 9009, 9003]) expect(docker!.code).toContain(`-p ${port}:${port}`);
  });

  it('uses PowerShell commands on Windows and the launcher inside the runtime', () => {
    for (const option of buildInstallOptions(release, 'windows')) {
      expect(option.language).toBe('powershell');
      expect(option.code).toMatch(/^curl\.exe -LO /);
      expect(option.code.endsWith('.\\questdb.exe')).toBe(true);
    }
    for (const option of buildInstallOptions(release, 'linux')) {
      expect(option.code).toMatch(option.asset!.name.includes('-rt-') ? /\.\/bin\/questdb\.sh start/ : /\.\/questdb\.sh start/);
    }
  });
});
