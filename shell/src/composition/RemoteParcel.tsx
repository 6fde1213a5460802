import { useEffect, useRef, useState } from 'react';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import { AreaFallback } from '@petpal/design-system/core';
import { loadExpose } from './load-expose';
import { loadPlatform } from './platform';
import { resetRemote } from './registry';
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
export function RemoteParcel({ remote, expose, area, compact }: RemoteParcelProps) {
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let parcel: Parcel | undefined;
    let cancelled = false;
    async function mount() {
      // The platform first, so the remote's time limit covers the remote alone.
      const platform = await loadPlatform();
      const config = await loadExpose<ParcelConfig>(remote, expose);
      if (cancelled || !host.current) return;
      parcel = mountRootParcel(config, { domElement: host.current, ...platform });
      await parcel.mountPromise;
    }
    mount().catch((error: unknown) => {
      console.error(`[shell] ${remote}/${expose} failed`, error);
      if (!cancelled) setFailed(true);
    });
    return () => {
      cancelled = true;
      if (parcel?.getStatus() === 'MOUNTED') void parcel.unmount();
    };
  }, [remote, expose, attempt]);

  function retry() {
    resetRemote(remote);
    setFailed(false);
    setAttempt((n) => n + 1);
  }

  return (
    <div data-parcel={`${remote}/${expose}`}>
      {failed && <AreaFallback area={area} onRetry={retry} compact={compact} />}
      <div ref={host} hidden={failed} />
    </div>
  );
}
