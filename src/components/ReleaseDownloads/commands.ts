// Install commands built from the release snapshot, so the docs never spell a version or a file
// name by hand: the quick start renders these, and tests/unit/quick-start.test.ts pins them.
import type {LatestReleaseData} from '@site/plugins/github-snapshot/types';

export type ReleaseAsset = LatestReleaseData['assets'][number];

/** Where QuestDB runs: the official container, or a release archive on one operating system. */
export type InstallTarget = 'docker' | 'linux' | 'macos' | 'windows';

export interface InstallOption {
  /** Short heading for the code block, e.g. "Download, unpack, start". */
  readonly title: string;
  /** The archive this option downloads; Docker pulls an image instead. */
  readonly asset?: ReleaseAsset;
  readonly language: 'bash' | 'powershell';
  readonly code: string;
}

export const DOCKER_IMAGE = 'questdb/questdb';
/** Data root inside the image: QUESTDB_DATA_DIR in questdb/questdb core/docker-entrypoint.sh. */
export const DOCKER_DATA_DIR = '/var/lib/questdb';
/** HTTP (console, REST, ILP/HTTP), PostgreSQL wire, ILP/TCP, health and metrics. */
export const SERVER_PORTS = [9000, 8812, 9009, 9003] as const;

const ARCHIVE_SUFFIX = '.tar.gz';

type ArchiveOs = Exclude<InstallTarget, 'docker'>;

interface ArchiveKind {
  /** The operating system a bundled Java runtime is built for; `any` for the archive without Java. */
  readonly os: ArchiveOs | 'any';
  readonly bundledJava: boolean;
}

/** "questdb-8.3.3-rt-linux-x86-64.tar.gz" -> {os: 'linux', bundledJava: true}; unknown names -> undefined. */
export function classifyAsset(name: string): ArchiveKind | undefined {
  if (name.endsWith(`-no-jre-bin${ARCHIVE_SUFFIX}`)) return {os: 'any', bundledJava: false};
  const runtime = /-rt-(linux|macos|windows)-[a-z0-9_-]+\.tar\.gz$/.exec(name);
  return runtime ? {os: runtime[1] as ArchiveOs, bundledJava: true} : undefined;
}

/** Each archive unpacks into one directory named like the file without `.tar.gz`. */
export function archiveDirectory(asset: ReleaseAsset): string {
  return asset.name.slice(0, -ARCHIVE_SUFFIX.length);
}

export function dockerRunCommand(release: LatestReleaseData): string {
  const ports = SERVER_PORTS.map((port) => `-p ${port}:${port}`).join(' ');
  return [
    'docker run -d --name questdb \\',
    `  ${ports} \\`,
    `  -v "$(pwd)/questdb-data:${DOCKER_DATA_DIR}" \\`,
    `  ${DOCKER_IMAGE}:${release.tagName}`,
  ].join('\n');
}

function unixArchiveCommands(asset: ReleaseAsset, bundledJava: boolean): string {
  const launcher = bundledJava ? './bin/questdb.sh' : './questdb.sh';
  return [
    `curl -LO ${asset.browser_download_url}`,
    `tar xzf ${asset.name}`,
    `cd ${archiveDirectory(asset)}`,
    `${launcher} start -d "$HOME/.questdb"`,
  ].join('\n');
}

function windowsArchiveCommands(asset: ReleaseAsset, bundledJava: boolean): string {
  // questdb.exe looks for java.exe beside itself (the runtime's bin\), else uses JAVA_HOME.
  const directory = bundledJava ? `${archiveDirectory(asset)}\\bin` : archiveDirectory(asset);
  return [
    `curl.exe -LO ${asset.browser_download_url}`,
    `tar -xzf ${asset.name}`,
    `cd ${directory}`,
    '.\\questdb.exe',
  ].join('\n');
}

/**
 * The ways to install `release` on `target`, most convenient first: the container, or the archives
 * whose files fit the operating system (a bundled Java runtime first, then the archive without Java).
 */
export function buildInstallOptions(release: LatestReleaseData, target: InstallTarget): InstallOption[] {
  if (target === 'docker') {
    return [{title: 'Start the container', language: 'bash', code: dockerRunCommand(release)}];
  }
  return release.assets
    .flatMap((asset) => {
      const kind = classifyAsset(asset.name);
      return kind && (kind.os === target || kind.os === 'any') ? [{asset, kind}] : [];
    })
    .sort((a, b) => Number(b.kind.bundledJava) - Number(a.kind.bundledJava))
    .map(({asset, kind}) => ({
      title: target === 'windows' ? 'PowerShell: download, unpack, start' : 'Download, unpack, start',
      asset,
      language: target === 'windows' ? 'powershell' : 'bash',
      code:
        target === 'windows'
          ? windowsArchiveCommands(asset, kind.bundledJava)
          : unixArchiveCommands(asset, kind.bundledJava),
    }));
}
