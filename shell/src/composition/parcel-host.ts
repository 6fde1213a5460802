import { mountRootParcel, type ParcelConfig } from 'single-spa';
import type { ParcelHost, PlatformProps } from '@petpal/design-system/core';
import { loadExpose } from './load-expose';
import { resetRemote } from './registry';

/**
 * The platform's parcel host: a remote's exposed parcel, loaded through Module Federation and mounted with
 * the platform's props. The platform is loaded first, so the remote's time limit covers the remote alone.
 */
export function createParcelHost(loadPlatform: () => Promise<PlatformProps>): ParcelHost {
  return {
    async mount(remote, expose, domElement, onLateArrival) {
      const platform = await loadPlatform();
      const config = await loadExpose<ParcelConfig>(remote, expose, onLateArrival);
      const parcel = mountRootParcel(config, { domElement, ...platform });
      await parcel.mountPromise;
      return { unmount: async () => (parcel.getStatus() === 'MOUNTED' ? parcel.unmount() : undefined) };
    },
    reset: resetRemote,
  };
}
