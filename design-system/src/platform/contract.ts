import type { QueryClient } from '@tanstack/react-query';
import type { createStore } from 'jotai';

export type PlatformStore = ReturnType<typeof createStore>;

/** What the shell hands every application and parcel root (single-spa custom props). */
export interface PlatformProps {
  store: PlatformStore;
  queryClient: QueryClient;
}
