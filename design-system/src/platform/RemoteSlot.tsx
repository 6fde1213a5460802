import { createContext, useContext } from 'react';
import type { ParcelHost } from './contract';
import { ParcelSlot, type ParcelSlotProps } from '@petpal/design-system/core';

/** The parcel host of this root (PlatformProviders sets it from the platform props). */
export const ParcelHostContext = createContext<ParcelHost | undefined>(undefined);

/**
 * A piece of another remote inside this remote's page, e.g. mfe-notifications' nearby-alert settings on
 * mfe-auth's profile. Empty when the remote runs standalone, without the shell to load other remotes.
 */
export function RemoteSlot(props: Omit<ParcelSlotProps, 'host'>) {
  const host = useContext(ParcelHostContext);
  return host ? <ParcelSlot host={host} {...props} /> : null;
}
