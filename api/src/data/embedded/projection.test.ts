import { Query } from 'mingo/query';
import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { operatorContext } from './operator-context';
import { compileProjection } from './projection';
import type { Doc } from './values';

const docs: Doc[] = [
  { _id: new ObjectId(), b: 1, a: { x: [1, 2] }, c: [new Date(0)], d: null },
  { _id: 'two', a: 'only' },
  { b: 2 },
];

describe('compileProjection', () => {
  it('includes or excludes top-level fields as mingo does, in the document order, as copies', () => {
    const projections: Doc[] = [{ a: 1 }, { a: 1, _id: 0 }, { c: true, a: 1 }, { _id: 1 }, { a: 0 }, { _id: 0 }];
    projections.push({ a: false, d: 0 }, { zz: 1 }, { d: 1, _id: false });
    for (const projection of projections) {
      const project = compileProjection(projection);
      expect(project, JSON.stringify(projection)).not.toBeNull();
      const expected = new Query({}, { context: operatorContext }).find<Doc>(docs, projection).all();
      const got = docs.map((doc) => project!(doc));
      expect(got, JSON.stringify(projection)).toEqual(expected);
      for (const [i, doc] of got.entries()) {
        expect(Object.keys(doc)).toEqual(Object.keys(docs[i]!).filter((key) => key in doc));
        if (doc.a && typeof doc.a === 'object') expect(doc.a).not.toBe(docs[i]!.a);
      }
    }
  });

  it('leaves dotted paths, operators and mixed projections to mingo', () => {
    for (const projection of [{ 'a.x': 1 }, { a: { $slice: 1 } }, { a: 1, b: 0 }, { $a: 1 }, { a: 'yes' }]) {
      expect(compileProjection(projection as Doc)).toBeNull();
    }
  });
});
