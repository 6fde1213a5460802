/**
 * The unit-test config every remote shares (its `vitest.config.ts` is this call): jsdom, the tests beside the
 * code, the remote's `src/test/setup.ts` (the fake API and testing-library's settings).
 * @returns {import('vitest/config').ViteUserConfig}
 */
export function remoteVitestConfig() {
  return {
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
      // One jsdom per worker instead of per file (as in the design system); cleanup runs after each test.
      isolate: false,
      restoreMocks: true,
      unstubGlobals: true,
      // Role queries over a whole page are slow in jsdom on a small CI machine.
      testTimeout: 20_000,
    },
  };
}
