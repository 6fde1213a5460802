import { useEffect, useRef, useState } from 'react';
import { AreaFallback } from './AreaFallback';
import type { MountedParcel, ParcelHost } from './contract';

export interface ParcelSlotProps {
  host: ParcelHost;
  /** The remote's name in the registry, e.g. "mfe_notifications". */
  remote: string;
  /** What the remote exposes, e.g. "alert-settings". */
  expose: string;
  /** Human name for the fallback, e.g. "Nearby alerts". */
  area: string;
  /** A one-line fallback, for small slots such as the navbar bell. */
  compact?: boolean;
}

/** Mounts a piece another remote exposes inside this page, isolated by its own fallback with a retry. */
export function ParcelSlot({ host, remote, expose, area, compact }: ParcelSlotProps) {
  const element = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let parcel: MountedParcel | undefined;
    let cancelled = false;
    if (!element.current) return;
    // A remote that was only slow mounts by itself when it arrives, in place of the fallback (it is cached).
    const arrivedLate = () => {
      if (!cancelled) mountAgain();
    };
    host.mount(remote, expose, element.current, arrivedLate).then(
      (mounted) => {
        // Left before the remote arrived: take it down again.
        if (cancelled) void mounted.unmount();
        else parcel = mounted;
      },
      (error: unknown) => {
        console.error(`[platform] ${remote}/${expose} failed`, error);
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      void parcel?.unmount();
    };
  }, [host, remote, expose, attempt]);

  function mountAgain() {
    setFailed(false);
    setAttempt((n) => n + 1);
  }

  function retry() {
    host.reset(remote);
    mountAgain();
  }

  return (
    <div data-parcel={`${remote}/${expose}`}>
      {failed && <AreaFallback area={area} onRetry={retry} compact={compact} />}
      <div ref={element} hidden={failed} />
    </div>
  );
}
