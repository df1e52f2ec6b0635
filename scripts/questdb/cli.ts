// `npm run questdb`: a QuestDB server for trying a page's examples by hand, on QuestDB's default
// ports (Web Console at http://127.0.0.1:9000), with an empty throwaway root removed on Ctrl+C.
// `npm run questdb -- --example-data` loads the site's trades and quotes tables first.
import {DEFAULT_PORTS, startQuestDB} from './server';
import {SetupError, QUESTDB_LOCK} from './jar';
import {loadExampleData} from './exampleData';

try {
  const server = await startQuestDB({ports: DEFAULT_PORTS, log: (line) => console.log(line)});
  if (process.argv.includes('--example-data')) {
    await loadExampleData(server);
    console.log('Loaded the example tables trades and quotes (samples/sql/example-data.sql).');
  }
  if (QUESTDB_LOCK.version !== QUESTDB_LOCK.documented) {
    console.log(`Note: the pages document QuestDB ${QUESTDB_LOCK.documented}; Maven Central does not serve it, so this is ${QUESTDB_LOCK.version} (see ${'scripts/questdb/questdb.lock.json'}).`);
  }
  console.log(`Web Console: ${server.httpUrl}  -  press Ctrl+C to stop and delete ${server.root}`);
  await new Promise(() => {});
} catch (error) {
  console.error(error instanceof SetupError ? `questdb: ${error.message}` : error);
  process.exit(1);
}
