import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceCartCount, onCartCount, storedGuestCartCount } from './cart-count';

afterEach(() => localStorage.clear());

describe('the header cart count', () => {
  it('hands each announcement to listeners and keeps only a guest count for later pages', () => {
    const listener = vi.fn();
    const stop = onCartCount(listener);
    announceCartCount(3, { guest: true });
    announceCartCount(5, { guest: false });
    stop();
    announceCartCount(7, { guest: true });
    expect(listener.mock.calls).toEqual([[{ count: 3, guest: true }], [{ count: 5, guest: false }]]);
    expect(storedGuestCartCount()).toBe(7);
  });

  it('reads a missing or damaged stored count as none, and hears a guest count changed in another tab', () => {
    expect(storedGuestCartCount()).toBe(0);
    localStorage.setItem('petpal.guest-cart-count', 'lots');
    expect(storedGuestCartCount()).toBe(0);
    const listener = vi.fn();
    const stop = onCartCount(listener);
    localStorage.setItem('petpal.guest-cart-count', '2');
    window.dispatchEvent(new StorageEvent('storage', { key: 'petpal.guest-cart-count' }));
    stop();
    expect(listener).toHaveBeenCalledWith({ count: 2, guest: true });
  });
});
