import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: [
    '../src/**/*.stories.tsx',
    '../../mfe-auth/src/**/*.stories.tsx',
    '../../mfe-vet/src/**/*.stories.tsx',
    '../../mfe-care/src/**/*.stories.tsx',
    '../../mfe-notifications/src/**/*.stories.tsx',
    '../../mfe-community/src/**/*.stories.tsx',
    '../../mfe-shop/src/**/*.stories.tsx',
    '../../mfe-admin/src/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
};

export default config;
