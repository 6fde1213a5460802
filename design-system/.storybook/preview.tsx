import type { Preview } from '@storybook/react-vite';
import { ThemeProvider } from 'styled-components';
import { startApiWorker } from '../src/test-utils/api-worker';
import { ToastProvider } from '../src/Toast';
import { GlobalStyle, theme } from '../src/tokens';

const preview: Preview = {
  // The fake API's service worker runs before the first story renders; stories give it routes (withStubApi).
  loaders: [
    async () => {
      await startApiWorker();
    },
  ],
  decorators: [
    (Story) => (
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <ToastProvider>
          <Story />
        </ToastProvider>
      </ThemeProvider>
    ),
  ],
  parameters: {
    a11y: { test: 'error' },
    layout: 'padded',
  },
};

export default preview;
