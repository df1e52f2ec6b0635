// The QuestDB server jar the tests run: fetched once from Maven Central with Maven, checked against
// the SHA-256 pinned in questdb.lock.json, kept in .cache/questdb/ (ignored by git).
import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const LOCK_FILE = 'scripts/questdb/questdb.lock.json';

export interface QuestDBLock {
  /** The release the pages document. */
  readonly documented: string;
  readonly groupId: string;
  readonly artifactId: string;
  /** The release the tests run, when Maven Central does not serve the documented one. */
  readonly version: string;
  readonly why: string;
  readonly sha256: string;
  readonly mavenDependencyPlugin: string;
}

export const QUESTDB_LOCK: QuestDBLock = JSON.parse(fs.readFileSync(path.join(ROOT, LOCK_FILE), 'utf8'));
const lock = QUESTDB_LOCK;
export const CACHE_DIR = path.join(ROOT, '.cache/questdb');
export const SETUP_COMMAND = 'bash scripts/setup.sh';

export class SetupError extends Error {}

export function hasCommand(name: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${name}`], {stdio: 'ignore'}).status === 0;
}

export function sha256(file: string): string {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

export function jarPath(): string {
  return path.join(CACHE_DIR, `${lock.artifactId}-${lock.version}.jar`);
}

/** Returns the verified jar, downloading it with Maven when it is missing. */
export function ensureJar(log: (line: string) => void = () => {}): string {
  const jar = jarPath();
  if (fs.existsSync(jar) && sha256(jar) === lock.sha256) return jar;
  if (!hasCommand('mvn')) {
    throw new SetupError(`Maven (mvn) is not installed, so QuestDB ${lock.version} cannot be fetched: run \`${SETUP_COMMAND}\` (or \`apt-get install -y maven\`).`);
  }
  fs.mkdirSync(CACHE_DIR, {recursive: true});
  fs.rmSync(jar, {force: true});
  const artifact = `${lock.groupId}:${lock.artifactId}:${lock.version}:jar`;
  log(`Fetching ${artifact} from Maven Central ...`);
  const mvn = spawnSync('mvn', [
    '-B', '-q', '-U',
    `org.apache.maven.plugins:maven-dependency-plugin:${lock.mavenDependencyPlugin}:copy`,
    `-Dartifact=${artifact}`, `-DoutputDirectory=${CACHE_DIR}`, '-Dmdep.overWriteReleases=true',
  ], {encoding: 'utf8', cwd: CACHE_DIR});
  if (mvn.status !== 0 || !fs.existsSync(jar)) {
    const output = `${mvn.stdout ?? ''}${mvn.stderr ?? ''}`.trim().split('\n').slice(-8).join('\n');
    throw new SetupError(`Could not download ${artifact} from Maven Central (mvn exited ${mvn.status}). Check the network or proxy settings in ~/.m2/settings.xml, then run again.\n${output}`);
  }
  const actual = sha256(jar);
  if (actual !== lock.sha256) {
    fs.rmSync(jar, {force: true});
    throw new SetupError(`${artifact}: SHA-256 ${actual} does not match ${lock.sha256} pinned in ${LOCK_FILE}; the download was removed. Update the pin only if you changed the version on purpose.`);
  }
  return jar;
}
