import type { QueryClient } from '@tanstack/react-query';
import type { createStore } from 'jotai';

export type PlatformStore = ReturnType<typeof createStore>;

/** What a root that keeps no server state needs: the page's one jotai store (the shell's chrome and landing page). */
export interface BaseProps {
  store: PlatformStore;
}

/** What the shell hands every application and parcel root (single-spa custom props). */
export interface PlatformProps extends BaseProps {
  queryClient: QueryClient;
}
