// data/server-config.json against the key list taken from QuestDB's PropertyKey.java, and the reference filter.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import serverConfig from '../../data/server-config.json';
import {
  envVarName,
  filterConfigKeys,
  matchesQuery,
  queryTerms,
  readableDefault,
  type ConfigKey,
} from '../../src/components/ConfigReference/filter';

const root = path.resolve(import.meta.dirname, '../..');
const fixtureKeys = fs
  .readFileSync(path.join(root, 'tests/fixtures/server-config-keys.txt'), 'utf8')
  .split('\n')
  .filter((line) => line !== '');
const keys: readonly ConfigKey[] = serverConfig.keys;
const byKey = new Map(keys.map((k) => [k.key, k]));

describe('data/server-config.json', () => {
  it('names the QuestDB version and commit it was read from', () => {
    expect(serverConfig.source.version).toBe('8.3.3');
    expect(serverConfig.source.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(serverConfig.source.keyCount).toBe(keys.length);
  });

  it('documents every key of the fixture, and no other', () => {
    expect(fixtureKeys.length).toBeGreaterThan(500);
    expect([...fixtureKeys].sort()).toEqual(fixtureKeys);
    expect(keys.map((k) => k.key).sort()).toEqual(fixtureKeys);
  });

  it('has no duplicate key', () => {
    expect(new Set(keys.map((k) => k.key)).size).toBe(keys.length);
  });

  it('gives every key a type, a default and a description', () => {
    for (const k of keys) {
      expect(k.type, k.key).not.toBe('');
      expect(typeof k.default, k.key).toBe('string');
      expect(k.description.length, k.key).toBeGreaterThan(20);
      expect(typeof k.reloadable, k.key).toBe('boolean');
    }
  });

  it('explains every empty default in the description', () => {
    const empty = keys.filter((k) => k.default === '');
    expect(empty.length).toBeGreaterThan(0);
    for (const k of empty) {
      expect(k.description, k.key).toMatch(/unset by default|no default|empty by default/i);
    }
  });

  it('puts every key in a listed section and leaves no section empty', () => {
    const sections = new Set(serverConfig.sections);
    for (const k of keys) expect(sections.has(k.section), `${k.key}: ${k.section}`).toBe(true);
    for (const s of sections) expect(keys.some((k) => k.section === s), s).toBe(true);
  });

  it('marks exactly the keys of DynamicPropServerConfiguration as reloadable', () => {
    const reloadable = keys.filter((k) => k.reloadable).map((k) => k.key).sort();
    expect(reloadable).toEqual([
      'cairo.mat.view.insert.as.select.batch.size',
      'cairo.mat.view.max.refresh.retries',
      'cairo.mat.view.min.refresh.interval',
      'cairo.mat.view.rows.per.query.estimate',
      'http.multipart.header.buffer.size',
      'http.net.connection.limit',
      'http.recv.buffer.size',
      'http.request.header.buffer.size',
      'http.send.buffer.size',
      'line.tcp.net.connection.limit',
      'pg.named.statement.limit',
      'pg.net.connection.limit',
      'pg.password',
      'pg.readonly.password',
      'pg.readonly.user',
      'pg.readonly.user.enabled',
      'pg.recv.buffer.size',
      'pg.send.buffer.size',
      'pg.user',
      'query.tracing.enabled',
    ]);
  });

  it('keeps the defaults that QuestDB 8.3.3 ships', () => {
    expect(byKey.get('http.net.connection.limit')?.default).toBe('256');
    expect(byKey.get('http.net.bind.to')?.default).toBe('0.0.0.0:9000');
    expect(byKey.get('pg.net.bind.to')?.default).toBe('0.0.0.0:8812');
    expect(byKey.get('line.tcp.net.bind.to')?.default).toBe('0.0.0.0:9009');
    expect(byKey.get('http.min.net.bind.to')?.default).toBe('0.0.0.0:9003');
    expect(byKey.get('cairo.max.uncommitted.rows')?.default).toBe('500000');
    expect(byKey.get('query.timeout')?.default).toBe('60000');
  });

  it('mentions only keys that exist', () => {
    // Numbered redirect rules (http.redirect.1, ...) are the one family of keys PropertyKey lists as a prefix.
    const numberedRedirect = /^http\.redirect\.(\d+|N)$/;
    for (const k of keys) {
      for (const [, name] of k.description.matchAll(/`([a-z][\w.-]*\.[\w.-]*[\w-])`/g)) {
        if (/^(cairo|http|line|pg|query|shared|wal|mat|telemetry|log|config|debug|net|ram)\./.test(name!) && !numberedRedirect.test(name!)) {
          expect(byKey.has(name!), `${k.key} mentions ${name}`).toBe(true);
        }
      }
    }
  });
});

describe('envVarName', () => {
  it('prefixes QDB_, upper-cases and turns dots into underscores', () => {
    expect(envVarName('http.net.bind.to')).toBe('QDB_HTTP_NET_BIND_TO');
    expect(envVarName('shared.worker.haltOnError')).toBe('QDB_SHARED_WORKER_HALTONERROR');
    expect(envVarName('http.keep-alive.timeout')).toBe('QDB_HTTP_KEEP-ALIVE_TIMEOUT');
    expect(envVarName('cairo.writer.fo_opts')).toBe('QDB_CAIRO_WRITER_FO_OPTS');
    expect(envVarName('readonly')).toBe('QDB_READONLY');
  });

  it('gives every documented key a distinct variable', () => {
    const names = keys.map((k) => envVarName(k.key));
    expect(names.every((n) => /^QDB_[A-Z0-9_-]+$/.test(n))).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('reference filter', () => {
  const entry = (key: string, description: string, extra: Partial<ConfigKey> = {}): ConfigKey => ({
    key,
    description,
    type: 'int',
    default: '1',
    section: 'WAL',
    reloadable: false,
    ...extra,
  });
  const wal = entry('cairo.wal.purge.interval', 'How often applied WAL segments are deleted.');
  const pg = entry('pg.net.connection.limit', 'Maximum number of simultaneous PostgreSQL connections.', {
    reloadable: true,
  });

  it('splits a query into lower-case terms', () => {
    expect(queryTerms('  Cairo.WAL   lag ')).toEqual(['cairo.wal', 'lag']);
    expect(queryTerms('   ')).toEqual([]);
  });

  it('matches everything when the query is empty', () => {
    expect(filterConfigKeys([wal, pg], '')).toEqual([wal, pg]);
  });

  it('matches a key prefix, in any case', () => {
    expect(filterConfigKeys([wal, pg], 'cairo.wal')).toEqual([wal]);
    expect(filterConfigKeys([wal, pg], 'PG.NET')).toEqual([pg]);
  });

  it('matches the environment variable form', () => {
    expect(matchesQuery(pg, 'QDB_PG_NET')).toBe(true);
    expect(matchesQuery(pg, 'qdb_pg_net_connection_limit')).toBe(true);
    expect(matchesQuery(wal, 'QDB_PG')).toBe(false);
  });

  it('matches the start of description words, not their middle', () => {
    expect(matchesQuery(pg, 'simultaneous')).toBe(true);
    expect(matchesQuery(pg, 'postgres')).toBe(true);
    expect(matchesQuery(wal, 'segm')).toBe(true);
    expect(matchesQuery(wal, 'gments')).toBe(false);
  });

  it('requires every term to match', () => {
    expect(matchesQuery(pg, 'pg connections')).toBe(true);
    expect(matchesQuery(pg, 'pg segments')).toBe(false);
  });

  it('finds reloadable keys by the word "reloadable"', () => {
    expect(filterConfigKeys([wal, pg], 'reloadable')).toEqual([pg]);
    expect(filterConfigKeys(keys, 'reloadable')).toHaveLength(keys.filter((k) => k.reloadable).length);
  });

  it('narrows the real data to the cairo.wal keys', () => {
    const found = filterConfigKeys(keys, 'cairo.wal');
    expect(found.length).toBeGreaterThan(10);
    expect(found.every((k) => k.key.includes('cairo.wal') || k.description.includes('cairo.wal'))).toBe(true);
  });
});

describe('readableDefault', () => {
  it('names sizes and durations in larger units when they divide evenly', () => {
    expect(readableDefault({type: 'size', default: '16777216'})).toBe('16 MiB');
    expect(readableDefault({type: 'size', default: '4294967296'})).toBe('4 GiB');
    expect(readableDefault({type: 'duration (ms)', default: '300000'})).toBe('5 min');
    expect(readableDefault({type: 'duration (µs)', default: '60000000'})).toBe('1 min');
  });

  it('leaves other values alone', () => {
    expect(readableDefault({type: 'size', default: '-1'})).toBeNull();
    expect(readableDefault({type: 'size', default: '1000'})).toBeNull();
    expect(readableDefault({type: 'int', default: '1024'})).toBeNull();
    expect(readableDefault({type: 'long', default: '9223372036854775807'})).toBeNull();
    expect(readableDefault({type: 'duration (ms)', default: '500'})).toBeNull();
  });
});
