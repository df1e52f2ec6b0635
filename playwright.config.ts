// Browser tests run against the production build, served locally, in the system Chromium: every
// spec through `npm run serve` (scripts/staticServer.ts), and the core pages, offline mode and
// the serving checks again through Debian's nginx with deploy/nginx/questdb-docs.conf.
import {defineConfig} from '@playwright/test';

// E2E_PORT lets several checkouts run their browser tests side by side (nginx takes the next port).
const PORT = Number(process.env.E2E_PORT ?? 3000);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
const NGINX_URL = `http://127.0.0.1:${PORT + 1}`;
const NGINX_SPECS = ['page-loading', 'not-found', 'html-paths', 'head', 'header', 'search', 'diagrams-and-math', 'offline', 'serving', 'content-security-policy'];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: {timeout: 10_000},
  projects: [
    {name: 'serve', use: {baseURL: BASE_URL}},
    {name: 'nginx', use: {baseURL: NGINX_URL}, testMatch: NGINX_SPECS.map((spec) => `${spec}.spec.ts`)},
  ],
  use: {
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Background services would try to reach the network, which this machine does not have.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: `PORT=${PORT} npx tsx scripts/serve.ts build`,
      url: `${BASE_URL}/docs/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `PORT=${PORT + 1} npx tsx deploy/nginx/run.ts build`,
      url: `${NGINX_URL}/docs/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
