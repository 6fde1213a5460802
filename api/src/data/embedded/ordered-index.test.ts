import { describe, expect, it } from 'vitest';
import { OrderedList } from './ordered-index';

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('OrderedList', () => {
  it('stays sorted through random inserts and deletes, and walks ranges both ways', () => {
    const next = random(7);
    const list = new OrderedList<number>((a, b) => a - b);
    const model: number[] = [];
    for (let step = 0; step < 6000; step++) {
      const value = Math.floor(next() * 3000);
      if (next() < 0.35 && model.length > 0) {
        const victim = model[Math.floor(next() * model.length)]!;
        expect(list.delete(victim)).toBe(true);
        model.splice(model.indexOf(victim), 1);
      } else if (!model.includes(value)) {
        list.insert(value);
        model.push(value);
      }
    }
    model.sort((a, b) => a - b);
    expect(list.size).toBe(model.length);
    expect([...list.values()]).toEqual(model);
    expect(list.delete(-1)).toBe(false);
    for (let i = 0; i < 50; i++) {
      const lo = Math.floor(next() * 3000);
      const hi = lo + Math.floor(next() * 400);
      const from = list.seek((e) => e >= lo);
      const to = list.seek((e) => e > hi);
      const expected = model.filter((v) => v >= lo && v <= hi);
      expect([...list.between(from, to)]).toEqual(expected);
      expect([...list.between(from, to, true)]).toEqual([...expected].reverse());
      expect(list.rank(to) - list.rank(from)).toBe(expected.length);
    }
  });

  it('answers empty ranges at both ends and on an empty list', () => {
    const list = new OrderedList<number>((a, b) => a - b);
    expect([
      ...list.between(
        list.seek(() => true),
        list.seek(() => false),
      ),
    ]).toEqual([]);
    for (const v of [5, 1, 3]) list.insert(v);
    const end = list.seek(() => false);
    expect([...list.between(end, end)]).toEqual([]);
    expect([
      ...list.between(
        list.seek(() => true),
        end,
        true,
      ),
    ]).toEqual([5, 3, 1]);
    expect(list.rank(end)).toBe(3);
  });
});
