// The Enterprise quick start's Node.js program, run as shown against a local stand-in for the HTTP
// line protocol endpoint (no QuestDB needed): it must deliver its row with the token as a bearer token.
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import {describe, expect, it} from 'vitest';
import {readGuide, root, shownBlock} from './guide-pages';
import {startCaptureServer} from './ilp-capture-server';

describe('enterprise-quick-start: the Node.js program sends its rows with the token as a bearer token', () => {
  it('delivers the row the program writes, authenticated', async () => {
    const guide = readGuide('enterprise-quick-start');
    const program = shownBlock(guide, 'js', 'Sender.fromConfig(process.env.QDB_CLIENT_CONF)');
    const capture = await startCaptureServer({transport: 'http', bearer: 'guide-test-token'});
    const cacheDir = path.join(root, 'node_modules/.cache');
    fs.mkdirSync(cacheDir, {recursive: true});
    const runDir = fs.mkdtempSync(path.join(cacheDir, 'guides-enterprise-'));
    try {
      fs.writeFileSync(path.join(runDir, 'ingest.mjs'), program);
      // Asynchronous: the capture server answers from this process's event loop.
      const run = await promisify(execFile)(process.execPath, [path.join(runDir, 'ingest.mjs')], {
        env: {...process.env, QDB_CLIENT_CONF: `http::addr=127.0.0.1:${capture.port};token=guide-test-token;`},
      });
      expect(run.stderr).toBe('');
      expect(await capture.waitForRows(1)).toEqual(['trades,symbol=BTC-USD,side=buy price=96500,amount=0.25 1746090001000000000']);
      expect(capture.rejections).toEqual([]);
    } finally {
      await capture.close();
      fs.rmSync(runDir, {recursive: true, force: true});
    }
  });
});

