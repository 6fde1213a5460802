import { defineConfig } from 'vitest/config';
import { remoteVitestConfig } from '@petpal/design-system/build/vitest-remote';

export default defineConfig(remoteVitestConfig());
