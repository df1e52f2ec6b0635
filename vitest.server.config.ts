// Tests that talk to the QuestDB test server: run by `npm run test:server` under scripts/questdb/run.ts,
// which starts the server and sets QDB_HTTP_URL, QDB_PG_PORT, QDB_ILP_PORT and QDB_MIN_HTTP_PORT.
import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.server.test.ts'],
    environment: 'node',
    // One server for all files: they run one after another so each can reset the tables it uses.
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 600_000,
  },
});
