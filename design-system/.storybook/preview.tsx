import type { Preview } from '@storybook/react-vite';
import { ThemeProvider } from 'styled-components';
import { ToastProvider } from '../src/Toast';
import { GlobalStyle, theme } from '../src/tokens';

const preview: Preview = {
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
