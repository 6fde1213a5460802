import type { Preview } from '@storybook/react-vite';
import { Provider as JotaiProvider } from 'jotai';
import { ThemeProvider } from 'styled-components';
import { ToastProvider } from '../src/Toast';
import { storyStore } from '../src/test-utils/story-store';
import { GlobalStyle, theme } from '../src/tokens';
import { resetPage } from './page-reset';

const preview: Preview = {
  // Before every story, and before the story's own beforeEach (which sets its user in the new store).
  beforeEach: ({ canvasElement }) => resetPage(canvasElement),
  decorators: [
    (Story) => (
      <JotaiProvider store={storyStore()}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <ToastProvider>
            <Story />
          </ToastProvider>
        </ThemeProvider>
      </JotaiProvider>
    ),
  ],
  parameters: {
    a11y: { test: 'error' },
    layout: 'padded',
  },
};

export default preview;
