// One static server of bench/serve.ts in its own process, so the load generator does not share its
// event loop: `tsx bench/serve/listen.ts <module exporting createStaticServer> <build> <port>`.
import {pathToFileURL} from 'node:url';

const [modulePath, build, port] = process.argv.slice(2);
const {createStaticServer} = (await import(pathToFileURL(modulePath!).href)) as {
  createStaticServer: (dir: string) => import('node:http').Server;
};
createStaticServer(build!).listen(Number(port), '127.0.0.1', () => console.log('listening'));
