import { ParcelSlot } from '@petpal/design-system/core';
import { parcelHost } from './platform';
import type { RemoteName } from './route-table';

export interface RemoteParcelProps {
  remote: RemoteName;
  expose: string;
  /** Human name for the fallback, e.g. "Upcoming vet visits". */
  area: string;
  /** A one-line fallback, for small slots such as the navbar bell. */
  compact?: boolean;
}

/** Mounts a piece another remote exposes (bell, dashboard card) inside a shell page, isolated by its own fallback. */
export function RemoteParcel(props: RemoteParcelProps) {
  return <ParcelSlot host={parcelHost} {...props} />;
}
