import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {readSamples} from '../readSamples';
import {renderModules} from '../modules';

let site: string;

async function write(file: string, text: string): Promise<void> {
  await fs.mkdir(path.dirname(path.join(site, file)), {recursive: true});
  await fs.writeFile(path.join(site, file), text);
}

beforeEach(async () => {
  site = await fs.mkdtemp(path.join(os.tmpdir(), 'ingest-samples-'));
});

afterEach(async () => {
  await fs.rm(site, {recursive: true, force: true});
});

describe('readSamples', () => {
  it('keys records "{example}/{language}" in tab order, with header, docs link, auth and addr', async () => {
    await write('samples/ilp/README.md', 'not a sample');
    await write('samples/ilp/ilp-auth/go.go', 'const conf = "tcp::addr=localhost:9009;username=testUser1;token=d1;"\n');
    await write('samples/ilp/ilp-auth/python.py', 'CONF = "tcp::addr=localhost:9009;username=testUser1;token=d1;token_x=x1;token_y=y1;"\n\n\n');
    await write('samples/ilp/ilp-http/javascript.js', 'await Sender.fromConfig("http::addr=localhost:9000;");\n');

    const samples = await readSamples(site, 'samples/ilp');

    expect(Object.keys(samples)).toEqual(['ilp-auth', 'ilp-http']);
    expect(Object.keys(samples['ilp-auth']!)).toEqual(['ilp-auth/python', 'ilp-auth/go']);
    expect(samples['ilp-auth']!['ilp-auth/python']).toEqual({
      name: 'ilp-auth',
      lang: 'python',
      label: 'Python',
      code: 'CONF = "tcp::addr=localhost:9009;username=testUser1;token=d1;token_x=x1;token_y=y1;"\n',
      header: 'Python client library docs',
      docsUrl: 'https://py-questdb-client.readthedocs.io/',
      auth: {kid: 'testUser1', d: 'd1', x: 'x1', y: 'y1'},
      addr: {host: 'localhost', port: 9009},
    });
    expect(samples['ilp-auth']!['ilp-auth/go']!.auth).toEqual({kid: 'testUser1', d: 'd1'});
    expect(samples['ilp-http']!['ilp-http/javascript']).toMatchObject({
      lang: 'javascript',
      label: 'Node.js',
      header: 'Node.js client library docs',
      addr: {host: 'localhost', port: 9000},
    });
    expect(samples['ilp-http']!['ilp-http/javascript']).not.toHaveProperty('auth');
  });

  it('names the folder and the fix when the samples folder is missing', async () => {
    await expect(readSamples(site, 'samples/ilp')).rejects.toThrow(
      "samples/ilp: folder missing; restore it from git or set the ingest-samples plugin's `path` option",
    );
  });

  it('names the file and the accepted names for a file that is not a sample', async () => {
    await write('samples/ilp/ilp/ruby.rb', 'puts 1\n');
    await expect(readSamples(site, 'samples/ilp')).rejects.toThrow(
      'samples/ilp/ilp/ruby.rb: not a sample file name; use one of python.py, java.java, rust.rs, go.go, javascript.js, csharp.cs, c.c, cpp.cpp',
    );
  });

  it('rejects an empty sample', async () => {
    await write('samples/ilp/ilp/go.go', '  \n');
    await expect(readSamples(site, 'samples/ilp')).rejects.toThrow(
      'samples/ilp/ilp/go.go: file is empty; write the sample or delete the file',
    );
  });

  it('rejects a half public key, naming the file', async () => {
    await write('samples/ilp/ilp-auth/rust.rs', '"tcp::addr=localhost:9009;username=u;token=d;token_y=y;"\n');
    await expect(readSamples(site, 'samples/ilp')).rejects.toThrow(
      'samples/ilp/ilp-auth/rust.rs: token_y is set without token_x; give both public key parts or neither',
    );
  });

  it('rejects a samples folder without example folders', async () => {
    await write('samples/ilp/README.md', 'only a readme');
    await expect(readSamples(site, 'samples/ilp')).rejects.toThrow(
      "samples/ilp: no example folders; add one (e.g. samples/ilp/ilp/python.py) or fix the ingest-samples plugin's `path` option",
    );
  });
});

describe('renderModules', () => {
  it('writes one JSON module per example and an index importing them by example name', async () => {
    await write('samples/ilp/ilp/go.go', 'const conf = "tcp::addr=localhost:9009;"\n');
    await write('samples/ilp/ilp-http/go.go', 'const conf = "http::addr=localhost:9000;"\n');
    const samples = await readSamples(site, 'samples/ilp');

    const modules = renderModules(samples);

    expect(modules.map((m) => m.name)).toEqual(['ilp.json', 'ilp-http.json', 'index.js']);
    expect(JSON.parse(modules[1]!.content)).toEqual(samples['ilp-http']);
    expect(modules[2]!.content).toContain("import example1 from './ilp-http.json';");
    expect(modules[2]!.content).toContain('  "ilp-http": example1,');
  });
});
