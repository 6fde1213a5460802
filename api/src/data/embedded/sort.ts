import { resolve } from 'mingo/util';
import type { SortSpec } from '../port';
import { compareValues } from './bson-order';
import type { Doc } from './values';

/**
 * MongoDB sort order (bson-order.ts across types; arrays sort by their
 * smallest element ascending, largest descending; missing equals null), with
 * fast paths for numbers and strings. Stable.
 */
export function sortDocs(docs: Doc[], sort: SortSpec): Doc[] {
  const fields = Object.entries(sort);
  if (fields.length === 0 || docs.length < 2) return docs;
  const keyed = docs.map((doc) => ({
    doc,
    keys: fields.map(([field, direction]) => sortKey(resolve(doc, field), direction)),
  }));
  keyed.sort((a, b) => {
    for (let i = 0; i < fields.length; i++) {
      const order = compareValues(a.keys[i], b.keys[i]);
      if (order !== 0) return (fields[i]?.[1] ?? 1) * order;
    }
    return 0;
  });
  return keyed.map((entry) => entry.doc);
}

function sortKey(value: unknown, direction: 1 | -1): unknown {
  if (value === undefined) return null;
  if (!Array.isArray(value)) return value;
  if (value.length === 0) return undefined;
  let best: unknown = value[0];
  for (const item of value) if (direction * compareValues(item, best) < 0) best = item;
  return best;
}
