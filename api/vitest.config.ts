import { defineConfig } from 'vitest/config';
import { loadEnv } from './src/env';

// The MongoDB half of the port contract runs only when a server is configured;
// it is left out of the run rather than skipped.
const withMongo = Boolean(loadEnv().MONGODB_URI);

export default defineConfig({
  test: {
    // One module graph per worker instead of per file: the suite spent most of its time importing (decision 061).
    isolate: false,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: withMongo ? [] : ['src/**/*.mongo.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
