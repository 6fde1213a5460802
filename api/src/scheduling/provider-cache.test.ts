import { describe, expect, it } from 'vitest';
import { createProviderCache } from './provider-cache';

describe('vet cache', () => {
  it('serves a value until its TTL, per vet and key', async () => {
    let clock = 0;
    const cache = createProviderCache(() => clock);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.remember('v1', 'dates', 1000, load)).toBe(1);
    expect(await cache.remember('v1', 'dates', 1000, load)).toBe(1);
    expect(await cache.remember('v2', 'dates', 1000, load)).toBe(2);
    clock = 1000;
    expect(await cache.remember('v1', 'dates', 1000, load)).toBe(3);
  });

  it("drops one vet's entries on invalidate, and every entry on invalidateAll", async () => {
    const cache = createProviderCache(() => 0);
    let loads = 0;
    const load = async () => ++loads;
    await cache.remember('v1', 'a', 1000, load);
    await cache.remember('v2', 'a', 1000, load);
    cache.invalidate('v1');
    expect(await cache.remember('v1', 'a', 1000, load)).toBe(3);
    expect(await cache.remember('v2', 'a', 1000, load)).toBe(2);
    cache.invalidateAll();
    expect(await cache.remember('v2', 'a', 1000, load)).toBe(4);
  });

  it('does not store a value computed across an invalidation', async () => {
    const cache = createProviderCache(() => 0);
    let release: () => void = () => undefined;
    const slow = cache.remember(
      'v1',
      'a',
      1000,
      () => new Promise<string>((resolve) => (release = () => resolve('stale'))),
    );
    cache.invalidate('v1');
    release();
    expect(await slow).toBe('stale');
    expect(await cache.remember('v1', 'a', 1000, async () => 'fresh')).toBe('fresh');
  });

  it('peeks at a current value no older than asked, without loading', async () => {
    let clock = 0;
    const cache = createProviderCache(() => clock);
    expect(cache.peek('v1', 'dates', 500)).toBeUndefined();
    await cache.remember('v1', 'dates', 1000, async () => 'plans');
    clock = 499;
    expect(cache.peek('v1', 'dates', 500)).toBe('plans');
    clock = 500;
    expect(cache.peek('v1', 'dates', 500)).toBeUndefined();
    expect(cache.peek('v1', 'dates', 1000)).toBe('plans');
    cache.invalidate('v1');
    expect(cache.peek('v1', 'dates', 1000)).toBeUndefined();
  });
});
