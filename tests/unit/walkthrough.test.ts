// The checker's walkthrough steps (scripts/content/walkthrough.ts): which blocks are steps, how a
// page's addresses reach the test server, and saved files and shell steps run in the page's directory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {parseMdx} from '../../plugins/markdown-export/syntax';
import {localPorts, pythonEnvironment, runStep, stepBlocks} from '../../scripts/content/walkthrough';

const ports = {http: 19000, pg: 18812, ilp: 19009, minHttp: 19003};
const page = [
  '```bash',
  'python3 -m pip install questdb',
  '```',
  '',
  '```csv title="trades.csv" saved',
  'symbol,price',
  'BTC-USD,1.5',
  '```',
  '',
  '```bash step',
  'curl -F data=@trades.csv "http://localhost:9000/imp?name=trades"',
  '```',
  '',
].join('\n');

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'walkthrough-test-'));
afterAll(() => fs.rmSync(workDir, {recursive: true, force: true}));

describe('walkthrough steps', () => {
  it('are the blocks marked saved or step, in page order; other blocks are only shown', () => {
    const steps = stepBlocks(parseMdx(page), 'docs/x.md');
    expect(steps.map((s) => [s.kind, s.lang, s.title, s.line])).toEqual([
      ['saved', 'csv', 'trades.csv', 5],
      ['run', 'bash', undefined, 10],
    ]);
  });

  it("move QuestDB's default local ports to the test server's", () => {
    expect(localPorts('http::addr=localhost:9000; tcp::addr=127.0.0.1:9009; psql -h localhost -p 8812; curl localhost:9003/metrics; host=localhost port=8812; exec 3<>/dev/tcp/localhost/9009', ports))
      .toBe('http::addr=127.0.0.1:19000; tcp::addr=127.0.0.1:19009; psql -h localhost -p 18812; curl 127.0.0.1:19003/metrics; host=localhost port=18812; exec 3<>/dev/tcp/127.0.0.1/19009');
    expect(localPorts('example.com:9000 and localhost:90001', ports)).toBe('example.com:9000 and localhost:90001');
  });

  it('run Python programs in the virtual environment that has their client', () => {
    expect(pythonEnvironment('from questdb.ingress import Sender')).toBe('.cache/ilp-venv');
    expect(pythonEnvironment('import psycopg')).toBe('.cache/venv');
    expect(pythonEnvironment('import pandas as pd\nfrom questdb.ingress import Sender')).toBe('.cache/tools-venv');
  });

  it('save a file under its title and run shell steps in the same directory with QDB_ROOT set', async () => {
    const [saved] = stepBlocks(parseMdx(page), 'docs/x.md');
    expect(await runStep(saved!, {workDir, ports, serverRoot: '/srv/q'})).toEqual({ok: true, output: ''});
    expect(fs.readFileSync(path.join(workDir, 'trades.csv'), 'utf8')).toBe('symbol,price\nBTC-USD,1.5\n');
    const [shell] = stepBlocks(parseMdx('```bash step\nwc -l < trades.csv; echo "$QDB_ROOT"; echo localhost:9000\n```\n'), 'docs/x.md');
    expect(await runStep(shell!, {workDir, ports, serverRoot: '/srv/q'})).toEqual({ok: true, output: '2\n/srv/q\n127.0.0.1:19000\n'});
  });

  it('report a failing step with its output, and refuse what cannot run', async () => {
    const [failing] = stepBlocks(parseMdx('```bash step\necho half; false; echo never\n```\n'), 'docs/x.md');
    expect(await runStep(failing!, {workDir, ports, serverRoot: ''})).toEqual({ok: false, output: 'half\n'});
    const [untitled] = stepBlocks(parseMdx('```csv saved\na\n```\n'), 'docs/x.md');
    expect((await runStep(untitled!, {workDir, ports, serverRoot: ''})).output).toContain('needs title=');
    const [kotlin] = stepBlocks(parseMdx('```kotlin step\nfun main() {}\n```\n'), 'docs/x.md');
    expect((await runStep(kotlin!, {workDir, ports, serverRoot: ''})).output).toContain('cannot be run');
  });
});
