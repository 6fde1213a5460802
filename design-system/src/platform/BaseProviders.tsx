import type { ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { ThemeProvider } from 'styled-components';
import { theme } from '../tokens';
import { ToastProvider } from '../Toast';
import type { BaseProps } from './contract';

/** The providers of a root that needs no query client: the page's store, the theme and the toasts. */
export function BaseProviders({ store, children }: BaseProps & { children: ReactNode }) {
  return (
    <JotaiProvider store={store}>
      <ThemeProvider theme={theme}>
        <ToastProvider>{children}</ToastProvider>
      </ThemeProvider>
    </JotaiProvider>
  );
}
