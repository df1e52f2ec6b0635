import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'plugins/**/__tests__/**/*.test.ts', 'markdown/**/__tests__/**/*.test.ts', 'src/**/__tests__/**/*.test.ts'],
    // Tests that need the QuestDB test server run in `npm run test:server` (scripts/questdb/run.ts).
    exclude: ['**/node_modules/**', '**/*.server.test.ts'],
    environment: 'node',
  },
});
