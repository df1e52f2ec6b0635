// The configuration files of third-party tools that do not run here (samples/third-party/), each read
// with its format's own parser: YAML (js-yaml; promtool too when Prometheus is installed), JSON,
// Java .properties and .env (the parser below), TOML (Python's tomllib), Python (py_compile), and the
// settings the pages rely on checked after parsing.
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

// js-yaml ships in node_modules (Docusaurus depends on it) without type declarations.
const yaml = createRequire(import.meta.url)('js-yaml') as {load(text: string): unknown};
const root = path.resolve(import.meta.dirname, '../..');
const SAMPLES = 'samples/third-party';
const read = (file: string) => fs.readFileSync(path.join(root, SAMPLES, file), 'utf8');
const readYaml = (file: string) => yaml.load(read(file)) as Record<string, any>;
const readJson = (file: string) => JSON.parse(read(file)) as Record<string, any>;
const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`], {stdio: 'ignore'}).status === 0;

/**
 * Java .properties as Kafka Connect reads them (key=value or key:value, # and ! comments, trailing
 * backslash continues a line); also reads .env files, which use the same key=value lines.
 */
function parseProperties(text: string): Record<string, string> {
  const result: Record<string, string> = {};
  const lines = text.replace(/\\\r?\n\s*/g, '').split(/\r?\n/);
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith('!')) continue;
    const match = /^([^=:\s]+)\s*[=:\s]\s*(.*)$/.exec(line);
    if (!match) throw new Error(`not a property line: ${line}`);
    result[match[1]] = match[2];
  }
  return result;
}

describe('parseProperties', () => {
  it('reads separators, comments and continuation lines', () => {
    expect(parseProperties('# c\n! c\na=1\nb: 2\nc 3\nd=x;\\\n  y;\n')).toEqual({a: '1', b: '2', c: '3', d: 'x;y;'});
  });
  it('names a line it cannot read', () => {
    expect(() => parseProperties('=oops')).toThrow('not a property line: =oops');
  });
});

describe('Kafka and Redpanda: the QuestDB sink connector', () => {
  const props = parseProperties(read('kafka/questdb-sink.properties'));
  const redpanda = readJson('redpanda/questdb-sink.json');

  it('kafka/questdb-sink.properties sends JSON records of `trades` to QuestDB over HTTP', () => {
    expect(props['connector.class']).toBe('io.questdb.kafka.QuestDBSinkConnector');
    expect(props['client.conf.string']).toBe('http::addr=localhost:9000;');
    expect(props.topics).toBe('trades');
    expect(props['timestamp.field.name']).toBe('timestamp');
    expect(['auto', 'millis', 'micros', 'nanos']).toContain(props['timestamp.units']);
  });

  it('redpanda/questdb-sink.json holds the same settings for the Connect REST API, only host and table differ', () => {
    const {name, config} = redpanda;
    expect(name).toBe(props.name);
    const differ = Object.keys(config).filter((key) => config[key] !== props[key]);
    expect(differ.sort()).toEqual(['client.conf.string', 'table']);
    expect(Object.keys(config).sort()).toEqual(Object.keys(props).filter((k) => k !== 'name').sort());
  });

  it('kafka/trade.json is one record with the fields the connector maps', () => {
    const record = readJson('kafka/trade.json');
    expect(Object.keys(record)).toEqual(['symbol', 'side', 'price', 'amount', 'timestamp']);
    // Microseconds, as timestamp.units says: 2025-05-01T09:00:01Z.
    expect(new Date(record.timestamp / 1000).toISOString()).toBe('2025-05-01T09:00:01.000Z');
  });
});

describe('YAML files', () => {
  it('grafana/questdb-datasource.yaml provisions the PostgreSQL data source on port 8812', () => {
    const [source] = readYaml('grafana/questdb-datasource.yaml').datasources;
    expect(source.type).toBe('grafana-postgresql-datasource');
    expect(source.url).toBe('questdb:8812');
    expect(source.jsonData).toMatchObject({database: 'qdb', sslmode: 'disable', timescaledb: false});
    expect(source.secureJsonData.password).toBe('quest');
  });

  it('prometheus/prometheus.yml scrapes /metrics on port 9003', () => {
    const [job] = readYaml('prometheus/prometheus.yml').scrape_configs;
    expect(job.metrics_path).toBe('/metrics');
    expect(job.static_configs[0].targets).toEqual(['localhost:9003']);
  });

  it.runIf(has('promtool'))('prometheus/prometheus.yml passes promtool check config', () => {
    const out = execFileSync('promtool', ['check', 'config', path.join(root, SAMPLES, 'prometheus/prometheus.yml')], {encoding: 'utf8'});
    expect(out).toContain('SUCCESS');
  });

  it('cube/trades.yml models the trades table', () => {
    const [cube] = readYaml('cube/trades.yml').cubes;
    expect(cube.sql_table).toBe('trades');
    expect(cube.measures.map((m: {name: string}) => m.name)).toEqual(['count', 'volume', 'avg_price']);
    expect(cube.dimensions.find((d: {name: string}) => d.name === 'timestamp').type).toBe('time');
  });
});

describe('JSON and .env files', () => {
  it('cube/cube.env selects the questdb driver on port 8812', () => {
    expect(parseProperties(read('cube/cube.env'))).toMatchObject({CUBEJS_DB_TYPE: 'questdb', CUBEJS_DB_PORT: '8812', CUBEJS_DB_NAME: 'qdb'});
  });

  it('airbyte/postgres-source.json points the Postgres source at port 8812 without TLS', () => {
    const {configuration} = readJson('airbyte/postgres-source.json');
    expect(configuration).toMatchObject({sourceType: 'postgres', port: 8812, database: 'qdb', schemas: ['public'], ssl_mode: {mode: 'disable'}});
  });

  it('embeddable/questdb-connection.json uses the questdb connection type', () => {
    expect(readJson('embeddable/questdb-connection.json')).toMatchObject({type: 'questdb', credentials: {port: 8812, database: 'qdb'}});
  });

  it('mindsdb/connect.sql: the PARAMETERS object is JSON', () => {
    const sql = read('mindsdb/connect.sql');
    expect(sql).toMatch(/CREATE DATABASE questdb_trades\s+WITH ENGINE = 'questdb',/);
    const params = /PARAMETERS = (\{[\s\S]*\});/.exec(sql);
    expect(params, 'mindsdb/connect.sql: PARAMETERS = {...}; not found').not.toBeNull();
    expect(JSON.parse(params![1])).toEqual({host: 'questdb', port: 8812, database: 'qdb', user: 'admin', password: 'quest'});
  });
});

describe('TOML and Python files', () => {
  it('telegraf/telegraf.conf parses with tomllib and writes to port 9000 without gzip', () => {
    const json = execFileSync('python3', ['-c', 'import json, sys, tomllib; print(json.dumps(tomllib.load(open(sys.argv[1], "rb"))))', path.join(root, SAMPLES, 'telegraf/telegraf.conf')], {encoding: 'utf8'});
    const [output] = JSON.parse(json).outputs.influxdb_v2;
    expect(output.urls).toEqual(['http://localhost:9000']);
    expect(output.content_encoding).toBe('identity');
  });

  const pythonFiles = fs
    .readdirSync(path.join(root, SAMPLES), {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.py'))
    .sort();

  it('finds the Python samples', () => {
    expect(pythonFiles.length).toBeGreaterThanOrEqual(10);
  });

  it.each(pythonFiles)('%s compiles with compile(), as py_compile does without writing __pycache__', (file) => {
    const result = spawnSync('python3', ['-c', 'import sys; compile(open(sys.argv[1]).read(), sys.argv[1], "exec")', path.join(root, SAMPLES, file)], {encoding: 'utf8'});
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
