// Serves the production build as the nginx recipe does (scripts/staticServer.ts):
// `tsx scripts/serve.ts build`, port from PORT (3000), host from HOST (127.0.0.1).
import {createStaticServer} from './staticServer';

const root = process.argv[2] ?? 'build';
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

createStaticServer(root).listen(port, host, () => {
  console.log(`Serving ${root} at http://${host}:${port}/docs/`);
});
