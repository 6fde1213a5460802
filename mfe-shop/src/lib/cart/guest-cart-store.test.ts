import { beforeEach, describe, expect, it } from 'vitest';
import { shopMessages } from '@petpal/contracts';
import { kibble, product, rope } from '../../test/catalogue-fixtures';
import { GUEST_CART_KEY, GUEST_CART_MAX_LINES, guestCart } from './guest-cart-store';

beforeEach(() => localStorage.clear());

describe('the guest cart in the browser', () => {
  it('adds up to 10 of a product and keeps the lines in localStorage', () => {
    guestCart.add(kibble, 4);
    guestCart.add(kibble, 9);
    guestCart.add(rope, 1);
    expect(guestCart.read().map((line) => line.quantity)).toEqual([10, 1]);
    expect(JSON.parse(localStorage.getItem(GUEST_CART_KEY)!).items).toHaveLength(2);
    guestCart.remove(kibble.id);
    expect(guestCart.read().map((line) => line.product.id)).toEqual([rope.id]);
  });

  it('refuses more than the stock in the API’s words', () => {
    expect(() => guestCart.set(rope, 4)).toThrow(shopMessages.onlyLeft('Rope Toy', 3));
  });

  it('holds at most 50 different products, what the merge takes', () => {
    for (let index = 0; index < GUEST_CART_MAX_LINES; index++) {
      guestCart.add(product({ id: `c${String(index).padStart(23, '0')}` }), 1);
    }
    expect(() => guestCart.add(product({ id: 'f00000000000000000000000' }), 1)).toThrow(shopMessages.mergeItems);
  });

  it('keeps one merge id per guest cart, and a new cart after it is emptied gets a new one', () => {
    guestCart.add(kibble, 1);
    const id = guestCart.mergeId();
    expect(id).toMatch(/^gc-[0-9a-f]{32}$/);
    guestCart.add(rope, 1);
    guestCart.remove(kibble.id);
    expect(guestCart.mergeId()).toBe(id);
    expect(JSON.parse(localStorage.getItem(GUEST_CART_KEY)!).mergeId).toBe(id);
    guestCart.clear();
    guestCart.add(kibble, 1);
    expect(guestCart.mergeId()).not.toBe(id);
  });

  it('gives a cart stored before merge ids one, and keeps it', () => {
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify({ items: [{ product: kibble, quantity: 1 }] }));
    const id = guestCart.mergeId();
    expect(guestCart.mergeId()).toBe(id);
    expect(guestCart.read()).toHaveLength(1);
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem(GUEST_CART_KEY, '{"items":[{"nope":1}]}');
    expect(guestCart.read()).toEqual([]);
  });
});
