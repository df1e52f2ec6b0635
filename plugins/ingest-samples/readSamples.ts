// Reads samples/ilp/<example>/<language file> into records, with errors that name the file and the fix.
import type {Dirent} from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import {CLIENT_LANGUAGES, type ClientLanguage} from './clients';
import {parseAddr, parseAuth} from './parseSample';
import type {IngestSampleRecord, IngestSamples} from './types';

const KNOWN_FILES = CLIENT_LANGUAGES.map((client) => client.file).join(', ');

async function readDirectory(dir: string, shown: string): Promise<Dirent[]> {
  try {
    return await fs.readdir(dir, {withFileTypes: true});
  } catch {
    throw new Error(`${shown}: folder missing; restore it from git or set the ingest-samples plugin's \`path\` option`);
  }
}

async function readRecord(
  file: string,
  shown: string,
  example: string,
  client: ClientLanguage,
): Promise<IngestSampleRecord> {
  const code = (await fs.readFile(file, 'utf8')).replace(/\s+$/, '\n');
  if (code.trim() === '') {
    throw new Error(`${shown}: file is empty; write the sample or delete the file`);
  }
  let auth;
  try {
    auth = parseAuth(code);
  } catch (err) {
    throw new Error(`${shown}: ${(err as Error).message}`);
  }
  const addr = parseAddr(code);
  return {
    name: example,
    lang: client.lang,
    label: client.label,
    code,
    header: client.header,
    docsUrl: client.docsUrl,
    ...(auth && {auth}),
    ...(addr && {addr}),
  };
}

/**
 * Every example folder under `samplesPath` (relative to `siteDir`), its records keyed
 * "{example}/{language}" in tab order. Files at the top level (README.md) are not samples.
 */
export async function readSamples(siteDir: string, samplesPath: string): Promise<IngestSamples> {
  const root = path.resolve(siteDir, samplesPath);
  const entries = await readDirectory(root, samplesPath);
  const examples = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
  if (examples.length === 0) {
    throw new Error(`${samplesPath}: no example folders; add one (e.g. ${samplesPath}/ilp/python.py) or fix the ingest-samples plugin's \`path\` option`);
  }

  const samples: IngestSamples = {};
  for (const example of examples) {
    const shownDir = `${samplesPath}/${example}`;
    const files = (await readDirectory(path.join(root, example), shownDir)).map((entry) => entry.name);
    for (const file of files) {
      if (!CLIENT_LANGUAGES.some((client) => client.file === file)) {
        throw new Error(`${shownDir}/${file}: not a sample file name; use one of ${KNOWN_FILES}`);
      }
    }
    const present = CLIENT_LANGUAGES.filter((client) => files.includes(client.file));
    if (present.length === 0) {
      throw new Error(`${shownDir}: no samples; add at least one of ${KNOWN_FILES} or delete the folder`);
    }
    const records = await Promise.all(
      present.map((client) => readRecord(path.join(root, example, client.file), `${shownDir}/${client.file}`, example, client)),
    );
    samples[example] = Object.fromEntries(records.map((record) => [`${example}/${record.lang}`, record]));
  }
  return samples;
}
