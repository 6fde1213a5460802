import type { StorybookConfig } from '@storybook/react-vite';
import { remotes } from '../../shell/platform/remotes.mjs';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // The design system's stories and every remote's, from the one list of remotes (docs/decisions/055).
  stories: ['../src/**/*.stories.tsx', ...remotes.map((remote) => `../../${remote.name}/src/**/*.stories.tsx`)],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
};

export default config;
