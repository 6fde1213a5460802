import type { IndexKeys } from '../port';
import { compareValues } from './bson-order';
import { EngineError } from './errors';
import { assertGeoKeys } from './geo';
import { OrderedList } from './ordered-index';
import { type Doc, isPlainObject, keyOf, valuesAtPath } from './values';

export interface IndexSpec {
  name: string;
  key: IndexKeys;
  unique?: boolean;
  expireAfterSeconds?: number;
}

export function defaultIndexName(key: IndexKeys): string {
  return Object.entries(key)
    .map(([field, direction]) => `${field}_${direction}`)
    .join('_');
}

/** One index entry: the key tuple (missing as null), then the document's sequence number and id. */
export interface IndexEntry {
  key: unknown[];
  seq: number;
  id: string;
}

const NUMERIC_SEGMENT = /(^|\.)\d+(\.|$)/;

/**
 * An ordered index over one or more fields: its entries sorted by the key tuple in MongoDB's order, each
 * field ascending (1) or descending (-1), ties by the document's sequence number (insertion order). An
 * array value gives one entry per element (multikey). Enforces uniqueness when asked. An index with a
 * 2dsphere field only checks that field holds points (as MongoDB does) and is never planned with.
 */
export class CollectionIndex {
  readonly spec: IndexSpec;
  readonly fields: string[];
  /** 1 or -1 per field (a 2dsphere field counts as 1). */
  readonly directions: Array<1 | -1>;
  /** Paths with numeric segments have positional semantics; don't plan with them. */
  readonly plannable: boolean;
  /** The 2dsphere fields, whose values must be points. */
  readonly geoFields: string[];
  /** Per field: some indexed document held an array on its path (set once, until the index is rebuilt). */
  readonly multikey: boolean[];
  readonly entries: OrderedList<IndexEntry>;

  constructor(spec: IndexSpec) {
    this.spec = spec;
    this.fields = Object.keys(spec.key);
    this.directions = this.fields.map((field) => (spec.key[field] === -1 ? -1 : 1));
    this.geoFields = this.fields.filter((field) => spec.key[field] === '2dsphere');
    this.plannable = this.geoFields.length === 0 && this.fields.every((field) => !NUMERIC_SEGMENT.test(field));
    this.multikey = this.fields.map(() => false);
    this.entries = new OrderedList<IndexEntry>((a, b) => this.compareKeys(a.key, b.key) || a.seq - b.seq);
  }

  /** Index order of two key tuples, over the first `length` fields (all by default). */
  compareKeys(a: unknown[], b: unknown[], length = this.fields.length): number {
    for (let i = 0; i < length; i++) {
      const order = compareValues(a[i], b[i]);
      if (order !== 0) return order * (this.directions[i] as number);
    }
    return 0;
  }

  /** Throws MongoDB's "Can't extract geo keys" when a 2dsphere field of `doc` is not a point. */
  assertIndexable(doc: Doc): void {
    for (const field of this.geoFields) assertGeoKeys(doc, field, this.spec.name);
  }

  /** The key tuples of `doc`, one per array element of its (at most one) array field. */
  keysOf(doc: Doc): unknown[][] {
    const perField = this.fields.map((field) => distinct(valuesAtPath(doc, field)));
    if (perField.length === 1) return (perField[0] as unknown[]).map((value) => [value]);
    if (perField.filter((values) => values.length > 1).length > 1) {
      throw new EngineError(`cannot index parallel arrays in index ${this.spec.name}`, 171);
    }
    return cartesian(perField);
  }

  add(id: string, seq: number, doc: Doc): void {
    for (let i = 0; i < this.fields.length; i++) {
      if (!this.multikey[i] && holdsArray(doc, this.fields[i] as string)) this.multikey[i] = true;
    }
    for (const key of this.keysOf(doc)) this.entries.insert({ key, seq, id });
  }

  remove(id: string, seq: number, doc: Doc): void {
    for (const key of this.keysOf(doc)) this.entries.delete({ key, seq, id });
  }

  clear(): void {
    this.entries.clear();
    this.multikey.fill(false);
  }

  /** Ids of the documents indexed under exactly `key`. */
  holders(key: unknown[]): string[] {
    const from = this.entries.seek((entry) => this.compareKeys(entry.key, key) >= 0);
    const to = this.entries.seek((entry) => this.compareKeys(entry.key, key) > 0);
    return Array.from(this.entries.between(from, to), (entry) => entry.id);
  }

  keyValue(doc: Doc): Record<string, unknown> {
    return Object.fromEntries(this.fields.map((field) => [field, valuesAtPath(doc, field)[0] ?? null]));
  }
}

/** A string equal for two key tuples iff the index calls them equal (for batch uniqueness checks). */
export function tupleKey(key: unknown[]): string {
  return key.length === 1 ? keyOf(key[0]) : JSON.stringify(key.map(keyOf));
}

/** Values without repeats (MongoDB equality), missing as null. */
function distinct(values: unknown[]): unknown[] {
  if (values.length < 2) return values.map((value) => value ?? null);
  const seen = new Map<string, unknown>();
  for (const value of values) {
    const key = keyOf(value);
    if (!seen.has(key)) seen.set(key, value ?? null);
  }
  return [...seen.values()];
}

/** True when any value on `path` (the last included) is an array: the index is multikey on it. */
function holdsArray(value: unknown, path: string): boolean {
  let current: unknown[] = [value];
  for (const part of path.split('.')) {
    const next: unknown[] = [];
    for (const item of current) {
      if (Array.isArray(item)) return true;
      if (isPlainObject(item) && item[part] !== undefined) next.push(item[part]);
    }
    if (next.length === 0) return false;
    current = next;
  }
  return current.some((item) => Array.isArray(item));
}

function cartesian(lists: unknown[][]): unknown[][] {
  let combos: unknown[][] = [[]];
  for (const list of lists) combos = combos.flatMap((combo) => list.map((item) => [...combo, item]));
  return combos;
}
