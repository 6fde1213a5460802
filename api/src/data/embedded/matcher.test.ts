import fc from 'fast-check';
import { Query } from 'mingo/query';
import { BSON, Long, ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { compileFilter } from './matcher';
import { operatorContext } from './operator-context';
import type { Doc } from './values';

const id = new ObjectId('65a000000000000000000001');
const sameId = new ObjectId('65a000000000000000000001');
const laterId = new ObjectId('65a000000000000000000009');
const day = new Date(Date.UTC(2026, 10, 28));

/** Values the direct test answers itself, and ones it must leave to mingo. */
const scalars = [0, -0, 1, 2.5, -3, 'a', 'b', '', 'B', true, false, null, id, sameId, laterId, day, new Date(0)];
const oddities = [
  Number.NaN,
  new Date(Number.NaN),
  Long.fromNumber(1),
  [1, [2]],
  [[null]],
  { a: 1 },
  {},
  /a/,
  [],
  [id],
];
const operandScalars = [0, 1, 2.5, 'a', 'b', '', true, false, null, id, sameId, laterId, day, new Date(0)];

const field = fc.constantFrom('a', 'b', 'c');
const scalar = fc.constantFrom(...operandScalars);
const rangeOperand = fc.constantFrom(0, 1, 2.5, 'a', 'b', id, laterId, day, new Date(0));
const docValue = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...scalars) },
  { weight: 3, arbitrary: fc.array(fc.constantFrom(...scalars, undefined), { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(...oddities) },
);
const doc = fc.dictionary(field, docValue, { maxKeys: 3 }).map((fields) => ({ _id: 1, ...fields }) as Doc);

const condition = fc.oneof(
  scalar,
  fc.record({ $eq: scalar }),
  fc.record({ $ne: scalar }),
  fc.record({ $in: fc.array(scalar, { maxLength: 4 }) }),
  fc.record({ $nin: fc.array(scalar, { maxLength: 4 }) }),
  fc.record({ $lt: rangeOperand }),
  fc.record({ $gte: rangeOperand, $lte: rangeOperand }),
  fc.record({ $gt: rangeOperand }),
  // Left to mingo.
  fc.record({ $exists: fc.boolean() }),
  fc.constant(/^a/),
  fc.constant({ x: 1 }),
);
const filter: fc.Arbitrary<Doc> = fc.letrec<{ filter: Doc }>((tie) => ({
  filter: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.dictionary(field, condition, { minKeys: 1, maxKeys: 2 }),
    fc.record({ $or: fc.array(tie('filter'), { minLength: 1, maxLength: 3 }) }),
    fc.record({ $and: fc.array(tie('filter'), { minLength: 1, maxLength: 2 }), a: condition }),
  ),
})).filter;

const mingo = (where: Doc, doc: Doc) => new Query(where, { context: operatorContext }).test(doc);

describe('compileFilter', () => {
  it('answers every filter on every document as mingo does', () => {
    fc.assert(
      fc.property(filter, fc.array(doc, { minLength: 1, maxLength: 8 }), (where, docs) => {
        const test = compileFilter(where);
        for (const one of docs) {
          const expected = mingo(where, one);
          if (test(one) !== expected) {
            throw new Error(`${BSON.EJSON.stringify(where)} on ${BSON.EJSON.stringify(one)}: mingo says ${expected}`);
          }
        }
      }),
      { numRuns: 1500, seed: 2026 },
    );
  });

  it('answers the feed cursor, $in and null the MongoDB way', () => {
    const cursor = compileFilter({
      g: id,
      hidden: false,
      $or: [{ hot: { $lt: 5 } }, { hot: 5, _id: { $lt: laterId } }],
    });
    expect(cursor({ _id: id, g: sameId, hidden: false, hot: 5 })).toBe(true);
    expect(cursor({ _id: laterId, g: id, hidden: false, hot: 5 })).toBe(false);
    expect(cursor({ _id: laterId, g: id, hidden: false, hot: 4 })).toBe(true);
    expect(cursor({ _id: id, g: id, hidden: true, hot: 1 })).toBe(false);
    const among = compileFilter({ postId: { $in: [id, laterId] }, userId: 'u' });
    expect(among({ _id: 1, postId: sameId, userId: 'u' })).toBe(true);
    expect(among({ _id: 1, postId: new ObjectId(), userId: 'u' })).toBe(false);
    const missing = compileFilter({ deletedAt: null });
    expect(missing({ _id: 1 })).toBe(true);
    expect(missing({ _id: 1, deletedAt: [null] })).toBe(true);
    expect(missing({ _id: 1, deletedAt: day })).toBe(false);
  });
});
