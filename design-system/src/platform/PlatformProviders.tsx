import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BaseProviders } from '@petpal/design-system/core';
import type { PlatformProps } from './contract';
import { ParcelHostContext } from './RemoteSlot';

/** Every React root (application or parcel) wraps itself in these: separate roots share no context. */
export function PlatformProviders({ store, queryClient, parcels, children }: PlatformProps & { children: ReactNode }) {
  return (
    <BaseProviders store={store}>
      <QueryClientProvider client={queryClient}>
        <ParcelHostContext.Provider value={parcels}>{children}</ParcelHostContext.Provider>
      </QueryClientProvider>
    </BaseProviders>
  );
}
