import { loadRemote } from '@module-federation/enhanced/runtime';
import { noteLoaded } from './preloaded-remote';
import { whenRegistered } from './registry';

/** A remote that has not answered by then is shown as unavailable (with a retry) while it goes on loading. */
export const remoteLoadTimeoutMs = 2000;

/**
 * Loads `remote`'s `expose`, rejecting when it fails or has not arrived within `remoteLoadTimeoutMs`. A load
 * that was only slow goes on: when it arrives after all, `onLateArrival` is called, so the area can replace its
 * fallback with the remote without the user pressing Retry (a slow network is not a broken remote).
 */
export async function loadExpose<T>(remote: string, expose: string, onLateArrival?: () => void): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timedOut = false;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      timedOut = true;
      reject(new Error(`${remote}/${expose} did not load within ${remoteLoadTimeoutMs} ms`));
    }, remoteLoadTimeoutMs);
  });
  // The registry first (the time limit runs from the call, so a slow /remotes.json shows the fallback too).
  const loading = whenRegistered().then(() => loadRemote<T>(`${remote}/${expose}`));
  loading.then(
    (module) => {
      if (module) noteLoaded(remote, expose);
      if (timedOut && module) onLateArrival?.();
    },
    () => undefined,
  );
  try {
    const module = await Promise.race([loading, timeout]);
    if (!module) throw new Error(`${remote}/${expose} is unavailable`);
    return module;
  } finally {
    clearTimeout(timer);
  }
}
