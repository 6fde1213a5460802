import { loadRemote } from '@module-federation/enhanced/runtime';

/** A remote that has not answered by then is shown as unavailable (with a retry). */
export const remoteLoadTimeoutMs = 2000;

export async function loadExpose<T>(remote: string, expose: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${remote}/${expose} did not load within ${remoteLoadTimeoutMs} ms`)),
      remoteLoadTimeoutMs,
    );
  });
  try {
    const module = await Promise.race([loadRemote<T>(`${remote}/${expose}`), timeout]);
    if (!module) throw new Error(`${remote}/${expose} is unavailable`);
    return module;
  } finally {
    clearTimeout(timer);
  }
}
