import { afterEach, describe, expect, it, vi } from 'vitest';

/** The module reads the address once, as the page loads: each test loads it afresh at its own address. */
async function loadAt(pathname: string) {
  window.history.replaceState(null, '', pathname);
  vi.resetModules();
  return import('./preloaded-remote');
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('retryNeedsReload', () => {
  it('holds for the remote owning the address the page was loaded at, until its first screen loads', async () => {
    const { noteLoaded, retryNeedsReload } = await loadAt('/services/book-a-vet');
    expect(retryNeedsReload('mfe_vet')).toBe(true);
    expect(retryNeedsReload('mfe_shop')).toBe(false);
    noteLoaded('mfe_vet', 'widget');
    expect(retryNeedsReload('mfe_vet')).toBe(true);
    noteLoaded('mfe_vet', 'lifecycles');
    expect(retryNeedsReload('mfe_vet')).toBe(false);
  });

  it('holds for no remote on a page the shell renders itself', async () => {
    const { retryNeedsReload } = await loadAt('/about');
    expect(['mfe_auth', 'mfe_vet', 'mfe_care', 'mfe_shop'].some(retryNeedsReload)).toBe(false);
  });
});
