import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Role queries over a whole page are slow in jsdom on a small CI machine.
    testTimeout: 20_000,
  },
});
