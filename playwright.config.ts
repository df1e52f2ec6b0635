// Browser tests run against the production build, served locally, in the system Chromium.
import {defineConfig} from '@playwright/test';

// E2E_PORT lets several checkouts run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 3000);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: {timeout: 10_000},
  use: {
    baseURL: BASE_URL,
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
  webServer: {
    command: `PORT=${PORT} npx tsx scripts/serve.ts build`,
    url: `${BASE_URL}/docs/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
