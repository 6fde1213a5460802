import { useEffect, useRef, useState } from 'react';
import { useStore } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import { AreaFallback } from '@petpal/design-system';
import { loadExpose } from './load-expose';
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
  const store = useStore();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let parcel: Parcel | undefined;
    let cancelled = false;
    loadExpose<ParcelConfig>(remote, expose)
      .then((config) => {
        if (cancelled || !host.current) return;
        parcel = mountRootParcel(config, { domElement: host.current, store, queryClient });
        return parcel.mountPromise;
      })
      .catch((error: unknown) => {
        console.error(`[shell] ${remote}/${expose} failed`, error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      if (parcel?.getStatus() === 'MOUNTED') void parcel.unmount();
    };
  }, [remote, expose, store, queryClient, attempt]);

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
