import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
// The one place that knows Debian's Chromium and its offline flags; e2e and the benches launch it the same way.
import { chromiumLaunch } from '../e2e/chromium';

const storybookConfigDir = decodeURIComponent(new URL('./.storybook', import.meta.url).pathname);

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
          // One jsdom per worker instead of per file: 5x faster on two cores; cleanup runs after each test.
          isolate: false,
          restoreMocks: true,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: storybookConfigDir })],
        test: {
          name: 'storybook',
          // Every file in one page: the preview's beforeEach makes the page fresh for each story (decision 103).
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunch }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
