// The deployment and operations config files the pages show, checked with the tool made for each:
// YAML parses (js-yaml) with the structure the page relies on, the systemd unit passes
// `systemd-analyze verify`, the sysctl file sets the kernel limits the pages name.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {hasCommand} from '../../scripts/questdb/jar';

// js-yaml and ajv ship in node_modules as Docusaurus' own dependencies; the project declares neither.
const require = createRequire(import.meta.url);
const yaml = require('js-yaml') as {load(text: string): unknown};
interface Validator {
  (data: unknown): boolean;
  errors?: unknown[] | null;
}
const Ajv = require('ajv').default as new (options: object) => {compile(schema: object): Validator};
const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const readYaml = (file: string) => yaml.load(read(file)) as Record<string, any>;

describe('samples/deploy/docker/compose.yaml', () => {
  const compose = readYaml('samples/deploy/docker/compose.yaml');
  const service = compose.services?.questdb;

  it('runs the 8.3.3 image with its data on a named volume', () => {
    expect(service.image).toBe('questdb/questdb:8.3.3');
    expect(service.volumes).toEqual(['questdb-data:/var/lib/questdb']);
    expect(Object.keys(compose.volumes)).toEqual(['questdb-data']);
  });

  // `docker compose config` needs a daemon-less Compose plugin this machine does not have; the
  // Compose Specification's own JSON schema (tests/fixtures/compose-spec.schema.json, copied from
  // compose-spec/compose-spec at 170098ba, Apache-2.0) checks the same structure.
  it('is valid against the Compose Specification schema', () => {
    const schema = JSON.parse(read('tests/fixtures/compose-spec.schema.json')) as object;
    const validate = new Ajv({allErrors: true, strict: false, validateSchema: false}).compile(schema);
    expect(validate(compose), JSON.stringify(validate.errors)).toBe(true);
  });

  it('publishes the four server ports', () => {
    expect(service.ports).toEqual(['9000:9000', '8812:8812', '9009:9009', '9003:9003']);
  });

  it('raises the open-files limit and sets configuration as QDB_* strings', () => {
    expect(service.ulimits.nofile).toEqual({soft: 1048576, hard: 1048576});
    for (const [name, value] of Object.entries(service.environment as Record<string, unknown>)) {
      expect(name, 'compose environment names').toMatch(/^QDB_[A-Z0-9_]+$/);
      expect(typeof value, `${name} must be a quoted string in YAML`).toBe('string');
    }
  });
});

describe('samples/deploy/kubernetes/values.yaml', () => {
  const values = readYaml('samples/deploy/kubernetes/values.yaml');

  it('pins the image and writes server.conf through the chart', () => {
    expect(values.image.tag).toBe('8.3.3');
    expect(values.questdb.serverConfig.enabled).toBe(true);
    expect(values.questdb.serverConfig.options['metrics.enabled']).toBe('true');
  });

  it('probes the health endpoint on the metrics port', () => {
    for (const probe of [values.readinessProbe, values.livenessProbe]) {
      expect(probe.httpGet).toEqual({path: '/status', port: 9003});
    }
    expect(values.metrics).toEqual({enabled: true, port: 9003});
  });
});

describe('samples/operations/prometheus.yml', () => {
  it('scrapes /metrics on port 9003', () => {
    const config = readYaml('samples/operations/prometheus.yml');
    const job = config.scrape_configs.find((j: {job_name: string}) => j.job_name === 'questdb');
    expect(job.metrics_path).toBe('/metrics');
    expect(job.static_configs[0].targets[0]).toMatch(/:9003$/);
  });
});

describe('samples/deploy/systemd', () => {
  it.skipIf(!hasCommand('systemd-analyze'))('questdb.service passes systemd-analyze verify', () => {
    const out = execFileSync('systemd-analyze', ['verify', path.join(root, 'samples/deploy/systemd/questdb.service')], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    expect(out).toBe('');
  });

  it.skipIf(!hasCommand('systemd-analyze'))('the backup service and timer pass systemd-analyze verify', () => {
    const files = ['questdb-backup.service', 'questdb-backup.timer'].map((f) => path.join(root, 'samples/operations', f));
    const out = execFileSync('systemd-analyze', ['verify', ...files], {encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']});
    expect(out).toBe('');
  });

  it('questdb.service raises LimitNOFILE and runs ServerMain with a root directory', () => {
    const unit = read('samples/deploy/systemd/questdb.service');
    expect(unit).toMatch(/^LimitNOFILE=1048576$/m);
    expect(unit).toMatch(/^ExecStart=\S+java .* -m io\.questdb\/io\.questdb\.ServerMain -d \/var\/lib\/questdb$/m);
  });

  it('99-questdb.conf sets vm.max_map_count and fs.file-max', () => {
    const settings = Object.fromEntries(
      read('samples/deploy/systemd/99-questdb.conf')
        .split('\n')
        .filter((line) => line !== '' && !line.startsWith('#'))
        .map((line) => line.split('=').map((s) => s.trim())),
    );
    expect(settings).toEqual({'vm.max_map_count': '1048576', 'fs.file-max': '1048576'});
  });
});

describe('config files shown on the deployment and operations pages', () => {
  // A block whose title names a file under samples/ shows that file verbatim.
  it('every ``` block titled samples/... equals the file', () => {
    let checked = 0;
    for (const dir of ['docs/deployment', 'docs/operations']) {
      if (!fs.existsSync(path.join(root, dir))) continue;
      for (const name of fs.readdirSync(path.join(root, dir)).filter((f) => /\.mdx?$/.test(f))) {
        const page = read(`${dir}/${name}`);
        for (const match of page.matchAll(/```\w+ title="(samples\/[^"]+)"\n([\s\S]*?)```/g)) {
          const [, file, body] = match;
          expect(fs.existsSync(path.join(root, file!)), `${dir}/${name}: ${file} does not exist`).toBe(true);
          expect(body!.trimEnd(), `${dir}/${name} shows ${file}`).toBe(read(file!).trimEnd());
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
