// The tests that need the QuestDB test server (*.server.test.ts), which vitest.config.ts leaves out:
// `npx tsx scripts/questdb/run.ts -- npx vitest run -c vitest.server.config.ts [file...]`.
import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.server.test.ts'],
    environment: 'node',
    // The servers and sample builds take minutes on 2 cores; one file at a time keeps them apart.
    fileParallelism: false,
  },
});
