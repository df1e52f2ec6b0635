// `npm run questdb`: a QuestDB server for trying a page's examples by hand, on QuestDB's default
// ports (Web Console at http://127.0.0.1:9000), with an empty throwaway root removed on Ctrl+C.
// `npm run questdb -- --example-data` loads the site's trades and quotes tables first.
import {DEFAULT_PORTS, startQuestDB} from './server';
import {SetupError} from './jar';
import {loadExampleData} from './exampleData';

try {
  const server = await startQuestDB({ports: DEFAULT_PORTS, log: (line) => console.log(line)});
  if (process.argv.includes('--example-data')) {
    await loadExampleData(server);
    console.log('Loaded the example tables trades and quotes (samples/sql/example-data.sql).');
  }
  // The jar built from the source tag has no Web Console (public.zip); the release archive's has.
  const console_ = (await fetch(`${server.httpUrl}/index.html`).catch(() => undefined))?.ok;
  console.log(`${console_ ? 'Web Console' : 'REST API (this jar has no Web Console)'}: ${server.httpUrl}  -  press Ctrl+C to stop and delete ${server.root}`);
  await new Promise(() => {});
} catch (error) {
  console.error(error instanceof SetupError ? `questdb: ${error.message}` : error);
  process.exit(1);
}
