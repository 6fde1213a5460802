import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { compareObjectIds, compareValues } from './bson-order';

describe('compareObjectIds', () => {
  it('orders ids as their hex, from the first byte to the last, including equal ones', () => {
    let state = 7;
    const byte = () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) % (state % 3 === 0 ? 2 : 256);
    for (let round = 0; round < 5000; round++) {
      const a = new ObjectId(Buffer.from(Array.from({ length: 12 }, byte)));
      const b = new ObjectId(Buffer.from(Array.from({ length: 12 }, (_, i) => (byte() % 2 === 0 ? a.id[i]! : byte()))));
      const [x, y] = [a.toHexString(), b.toHexString()];
      const expected = x < y ? -1 : x > y ? 1 : 0;
      expect(compareObjectIds(a, b), `${x} ${y}`).toBe(expected);
      expect(compareValues(a, b)).toBe(expected);
    }
    const id = new ObjectId();
    expect(compareObjectIds(id, new ObjectId(id.toHexString()))).toBe(0);
  });
});
