import type { ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { theme } from '../tokens';
import { ToastProvider } from '../Toast';
import type { PlatformProps } from './contract';

/** Every React root (application or parcel) wraps itself in these: separate roots share no context. */
export function PlatformProviders({ store, queryClient, children }: PlatformProps & { children: ReactNode }) {
  return (
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <ToastProvider>{children}</ToastProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
