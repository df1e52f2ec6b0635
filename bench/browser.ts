// What the browser benchmarks share: a built site served on a free local port, and the system
// Chromium launched headless without the background services that would reach the network.
import type {AddressInfo} from 'node:net';
import type {Server} from 'node:http';
import {chromium, type Browser} from '@playwright/test';
import {createStaticServer} from '../scripts/staticServer';

/** Serves `dir` (with its precompressed copies) on 127.0.0.1 at a free port. */
export async function serveBuild(dir: string): Promise<{server: Server; origin: string}> {
  const server = createStaticServer(dir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`};
}

/** The system Chromium (CHROMIUM_PATH overrides /usr/bin/chromium), headless. */
export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}
