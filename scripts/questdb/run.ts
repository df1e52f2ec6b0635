// Runs a command with a QuestDB test server up: `tsx scripts/questdb/run.ts -- <command...>`.
// The command finds the server through QDB_HTTP_URL, QDB_PG_PORT, QDB_ILP_PORT, QDB_MIN_HTTP_PORT and
// QDB_ROOT (its root directory);
// the server and its root directory are gone when the command ends, fails or is interrupted.
import {spawn} from 'node:child_process';
import {startQuestDB} from './server';
import {SetupError} from './jar';

const dash = process.argv.indexOf('--');
const command = dash >= 0 ? process.argv.slice(dash + 1) : [];
if (command.length === 0) {
  console.error('usage: tsx scripts/questdb/run.ts -- <command> [args...]');
  process.exit(2);
}
try {
  const server = await startQuestDB({log: (line) => console.log(line)});
  const child = spawn(command[0]!, command.slice(1), {
    stdio: 'inherit',
    env: {
      ...process.env,
      QDB_HTTP_URL: server.httpUrl,
      QDB_PG_PORT: String(server.ports.pg),
      QDB_ILP_PORT: String(server.ports.ilp),
      QDB_MIN_HTTP_PORT: String(server.ports.minHttp),
      QDB_VERSION: server.version,
      QDB_ROOT: server.root,
    },
  });
  const code = await new Promise<number>((resolve) => child.once('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))));
  await server.stop();
  process.exit(code);
} catch (error) {
  console.error(error instanceof SetupError ? `questdb: ${error.message}` : error);
  process.exit(1);
}
