import { beforeEach, describe, expect, it } from 'vitest';
import { shopMessages } from '@petpal/api/contracts';
import { kibble, product, rope } from '../catalogue/fixtures';
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

  it('ignores what it cannot read', () => {
    localStorage.setItem(GUEST_CART_KEY, '{"items":[{"nope":1}]}');
    expect(guestCart.read()).toEqual([]);
  });
});
