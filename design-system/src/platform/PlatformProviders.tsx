import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BaseProviders } from './BaseProviders';
import type { PlatformProps } from './contract';

/** Every React root (application or parcel) wraps itself in these: separate roots share no context. */
export function PlatformProviders({ store, queryClient, children }: PlatformProps & { children: ReactNode }) {
  return (
    <BaseProviders store={store}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </BaseProviders>
  );
}
