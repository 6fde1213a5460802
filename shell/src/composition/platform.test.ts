import { describe, expect, it } from 'vitest';
import { forgetServerState, loadPlatform, platformProps, store } from './platform';

describe('the shell platform', () => {
  it('makes the query client once, on first use, beside the store made at start', async () => {
    expect(platformProps().queryClient).toBeUndefined();
    const platform = await loadPlatform();
    expect(platform.store).toBe(store);
    expect(await loadPlatform()).toBe(platform);
    expect(platformProps()).toEqual(platform);
  });

  it('forgets every query after a logout', async () => {
    const { queryClient } = await loadPlatform();
    queryClient.setQueryData(['faq'], { items: [] });
    forgetServerState();
    expect(queryClient.getQueryData(['faq'])).toBeUndefined();
  });
});
