import type { QueryClient } from '@tanstack/react-query';
import type { createStore } from 'jotai';

export type PlatformStore = ReturnType<typeof createStore>;

/** What a root that keeps no server state needs: the page's one jotai store (the shell's chrome and landing page). */
export interface BaseProps {
  store: PlatformStore;
}

/** A parcel mounted by a ParcelHost; unmounting one that is not mounted does nothing. */
export interface MountedParcel {
  unmount(): Promise<unknown>;
}

/**
 * How a root mounts a piece another remote exposes (a dashboard card, a settings section) without importing
 * that remote: the shell loads it through Module Federation and mounts it as a single-spa parcel.
 */
export interface ParcelHost {
  /**
   * Loads `remote`'s `expose` and mounts it in `domElement`, with the platform's props; rejects when it cannot.
   * When it rejected only because the remote was slow, `onLateArrival` is called once the remote has arrived.
   */
  mount(remote: string, expose: string, domElement: HTMLElement, onLateArrival?: () => void): Promise<MountedParcel>;
  /** Forgets a remote that failed to load, so the next mount fetches it afresh. */
  reset(remote: string): void;
}

/** What the shell hands every application and parcel root (single-spa custom props). */
export interface PlatformProps extends BaseProps {
  queryClient: QueryClient;
  /** Absent when a remote runs standalone (its own dev server, no shell): other remotes' slots stay empty. */
  parcels?: ParcelHost;
}
