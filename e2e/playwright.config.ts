import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from './chromium';
import { e2eBasePort } from './platform-fixture';

const reporters = (process.env.PLAYWRIGHT_REPORTERS ?? 'list').split(',').map((name) => [name] as [string]);

export default defineConfig({
  testDir: './tests',
  // A safety net for a hung test, not a budget: the longest journeys take 45 s on an idle two-core machine.
  timeout: 90_000,
  // What a user waits for an answer on a busy machine; a passing test waits only as long as the page takes.
  expect: { timeout: 10_000 },
  workers: 2,
  reporter: reporters,
  globalSetup: './global-setup.ts',
  use: {
    baseURL: `http://localhost:${e2eBasePort}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunch,
    // A failed test keeps its trace (actions, DOM snapshots, network) without the screencast: a frame per paint for
    // every test, passing or not, cost about a tenth of the suite's CPU (decision 096). CI prints the failed page's
    // ARIA snapshot from the error context, which does not come from the trace.
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } }, testIgnore: ['**/*.mobile.spec.ts'] },
    {
      name: 'mobile',
      use: { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true },
      testIgnore: ['**/resilience.spec.ts', '**/composition.spec.ts'],
    },
  ],
});
