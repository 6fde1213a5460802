import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // One jsdom per worker instead of per file (as in the design system); cleanup runs after each test.
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
    // Role queries are slow in jsdom on a small CI machine.
    testTimeout: 20_000,
  },
});
