import type { StorybookConfig } from '@storybook/react-vite';
import { remotes } from '../../shell/platform/remotes.mjs';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // The design system's stories and every remote's, from the one list of remotes (docs/decisions/055).
  stories: ['../src/**/*.stories.tsx', ...remotes.map((remote) => `../../${remote.name}/src/**/*.stories.tsx`)],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  // msw's service worker (mockServiceWorker.js), the fake API of stories (src/test-utils/api-worker.ts).
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
};

export default config;
