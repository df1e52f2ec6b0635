// The QuestDB server jar the tests run: QuestDB 8.3.3 (scripts/questdb/release.json), taken from
// QUESTDB_JAR or from .cache/questdb/ where scripts/questdb/build-from-tag.sh puts it. Maven Central
// has no 8.3.x build, and no other version is ever used instead: a jar whose manifest does not name
// 8.3.3 and its commit is refused.
import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {inflateRawSync} from 'node:zlib';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const RELEASE_FILE = 'scripts/questdb/release.json';

export interface QuestDBRelease {
  /** The release the pages document and the tests run. */
  readonly version: string;
  /** The commit of the release tag, as `build()` and the jar's manifest report it. */
  readonly commit: string;
  readonly why: string;
}

export const QUESTDB_RELEASE: QuestDBRelease = JSON.parse(fs.readFileSync(path.join(ROOT, RELEASE_FILE), 'utf8'));
export const CACHE_DIR = path.join(ROOT, '.cache/questdb');
/** Where scripts/questdb/build-from-tag.sh writes its jar; used when QUESTDB_JAR is not set. */
export const BUILT_JAR = path.join(CACHE_DIR, `questdb-${QUESTDB_RELEASE.version}.jar`);
export const SETUP_COMMAND = 'bash scripts/setup.sh';
const HOW_TO_GET = `set QUESTDB_JAR to the questdb.jar of the official QuestDB ${QUESTDB_RELEASE.version} release archive, or build one from the source tag with \`bash scripts/questdb/build-from-tag.sh <checkout of tag ${QUESTDB_RELEASE.version}>\` (README, "Getting QuestDB ${QUESTDB_RELEASE.version}")`;

export class SetupError extends Error {}

export function hasCommand(name: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${name}`], {stdio: 'ignore'}).status === 0;
}

export function sha256(file: string): string {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/** One file of a zip archive (a jar), read without unpacking the rest. */
export function readZipEntry(archive: Buffer, name: string): Buffer | undefined {
  const eocd = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) return undefined;
  const entries = archive.readUInt16LE(eocd + 10);
  let at = archive.readUInt32LE(eocd + 16);
  for (let i = 0; i < entries; i += 1) {
    if (archive.readUInt32LE(at) !== 0x02014b50) return undefined;
    const method = archive.readUInt16LE(at + 10);
    const compressed = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const extraLength = archive.readUInt16LE(at + 30);
    const commentLength = archive.readUInt16LE(at + 32);
    const local = archive.readUInt32LE(at + 42);
    if (archive.toString('utf8', at + 46, at + 46 + nameLength) === name) {
      const dataAt = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
      const data = archive.subarray(dataAt, dataAt + compressed);
      return method === 0 ? data : inflateRawSync(data);
    }
    at += 46 + nameLength + extraLength + commentLength;
  }
  return undefined;
}

/** Manifest attributes, continuation lines joined. */
export function manifestAttributes(manifest: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const line of manifest.replace(/\r?\n /g, '').split(/\r?\n/)) {
    const colon = line.indexOf(': ');
    if (colon > 0) attributes[line.slice(0, colon)] = line.slice(colon + 2);
  }
  return attributes;
}

/** Why `build()`'s answer is not the pinned release, or undefined when it is. */
export function wrongBuild(buildInformation: string): string | undefined {
  const version = /QuestDB ([^,]+),/.exec(buildInformation)?.[1];
  const commit = /Commit Hash (\w+)/.exec(buildInformation)?.[1];
  if (version === QUESTDB_RELEASE.version && commit === QUESTDB_RELEASE.commit) return undefined;
  return `it reports QuestDB ${version ?? '(no version)'} at commit ${commit ?? '(none)'}, not QuestDB ${QUESTDB_RELEASE.version} at commit ${QUESTDB_RELEASE.commit}`;
}

/**
 * The QuestDB 8.3.3 jar: QUESTDB_JAR, else the jar scripts/questdb/build-from-tag.sh made. Its
 * manifest must name the pinned version and commit (what `build()` will report).
 */
export function ensureJar(): string {
  const fromEnv = process.env.QUESTDB_JAR;
  const jar = fromEnv ? path.resolve(fromEnv) : BUILT_JAR;
  if (!fromEnv && !fs.existsSync(jar)) {
    throw new SetupError(`QUESTDB_JAR is not set and ${path.relative(ROOT, BUILT_JAR)} does not exist: ${HOW_TO_GET}.`);
  }
  if (!fs.existsSync(jar)) {
    throw new SetupError(`QUESTDB_JAR=${fromEnv}: no such file; ${HOW_TO_GET}.`);
  }
  const manifest = readZipEntry(fs.readFileSync(jar), 'META-INF/MANIFEST.MF');
  if (!manifest) throw new SetupError(`${jar} is not a jar (no META-INF/MANIFEST.MF); ${HOW_TO_GET}.`);
  const attributes = manifestAttributes(manifest.toString('utf8'));
  const problem = wrongBuild(`QuestDB ${attributes['Implementation-Version'] ?? ''}, Commit Hash ${attributes['Build-Commit-Hash'] ?? ''}`);
  if (problem) throw new SetupError(`${jar}: its manifest says ${problem.replace(/^it reports /, '')}; the pages document ${QUESTDB_RELEASE.version}, so no other build is run: ${HOW_TO_GET}.`);
  return jar;
}
