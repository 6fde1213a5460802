import type { IndexKeys } from '../port';
import { EngineError } from './errors';
import { assertGeoKeys } from './geo';
import { type Doc, isIndexableScalar, isPlainObject, keyOf, valuesAtPath } from './values';

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

const NUMERIC_SEGMENT = /(^|\.)\d+(\.|$)/;
const MAX_LOOKUP_KEYS = 1000;

/**
 * A hash index over one or more fields. Answers equality lookups on the full key
 * and, for compound indexes, on the first field; enforces uniqueness when asked.
 * Order is not kept: sorting is done after the lookup. An index with a 2dsphere
 * field only checks that field holds points (as MongoDB does); geo queries scan.
 */
export class CollectionIndex {
  readonly spec: IndexSpec;
  readonly fields: string[];
  /** Paths with numeric segments have positional semantics; don't plan with them. */
  readonly plannable: boolean;
  /** The 2dsphere fields, whose values must be points. */
  readonly geoFields: string[];
  private readonly full = new Map<string, Set<string>>();
  private readonly first: Map<string, Set<string>> | null;

  constructor(spec: IndexSpec) {
    this.spec = spec;
    this.fields = Object.keys(spec.key);
    this.geoFields = this.fields.filter((field) => spec.key[field] === '2dsphere');
    this.plannable = this.geoFields.length === 0 && this.fields.every((field) => !NUMERIC_SEGMENT.test(field));
    this.first = this.fields.length > 1 ? new Map() : null;
  }

  /** Throws MongoDB's "Can't extract geo keys" when a 2dsphere field of `doc` is not a point. */
  assertIndexable(doc: Doc): void {
    for (const field of this.geoFields) assertGeoKeys(doc, field, this.spec.name);
  }

  keysOf(doc: Doc): string[] {
    const perField = this.fields.map((field) => unique(valuesAtPath(doc, field).map(keyOf)));
    if (perField.length === 1) return perField[0] as string[];
    if (perField.filter((keys) => keys.length > 1).length > 1) {
      throw new EngineError(`cannot index parallel arrays in index ${this.spec.name}`, 171);
    }
    return cartesian(perField).map((parts) => JSON.stringify(parts));
  }

  private firstKeysOf(doc: Doc): string[] {
    return unique(valuesAtPath(doc, this.fields[0] as string).map(keyOf));
  }

  add(id: string, doc: Doc): void {
    for (const key of this.keysOf(doc)) addTo(this.full, key, id);
    if (this.first) for (const key of this.firstKeysOf(doc)) addTo(this.first, key, id);
  }

  remove(id: string, doc: Doc): void {
    for (const key of this.keysOf(doc)) removeFrom(this.full, key, id);
    if (this.first) for (const key of this.firstKeysOf(doc)) removeFrom(this.first, key, id);
  }

  clear(): void {
    this.full.clear();
    this.first?.clear();
  }

  holders(key: string): ReadonlySet<string> | undefined {
    return this.full.get(key);
  }

  keyValue(doc: Doc): Record<string, unknown> {
    return Object.fromEntries(this.fields.map((field) => [field, valuesAtPath(doc, field)[0] ?? null]));
  }

  /**
   * Ids that may match the equality conditions, or null when this index cannot
   * help. `cost` (an upper bound of the count) is known before `ids()` runs.
   */
  lookup(equalities: Map<string, unknown[]>): Lookup | null {
    if (!this.plannable) return null;
    const values = this.fields.map((field) => equalities.get(field));
    if (values.every((v) => v !== undefined)) {
      const keyParts = (values as unknown[][]).map((vs) => unique(vs.map(keyOf)));
      const count = keyParts.reduce((n, keys) => n * keys.length, 1);
      if (count <= MAX_LOOKUP_KEYS) {
        const keys =
          keyParts.length === 1 ? (keyParts[0] as string[]) : cartesian(keyParts).map((p) => JSON.stringify(p));
        return gather(this.full, keys);
      }
    }
    const firstValues = values[0];
    if (this.first && firstValues) return gather(this.first, unique(firstValues.map(keyOf)));
    return null;
  }
}

/**
 * Field -> equality values implied by a filter (top level and $and), used to
 * pick an index. Only scalar equality and $in of scalars qualify; the real
 * filter still runs on every candidate.
 */
export function equalityValues(filter: Doc, out = new Map<string, unknown[]>()): Map<string, unknown[]> {
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(condition)) {
      for (const part of condition) if (isPlainObject(part)) equalityValues(part, out);
      continue;
    }
    if (field.startsWith('$')) continue;
    const values = scalarEquality(condition);
    if (!values) continue;
    const known = out.get(field);
    if (!known || values.length < known.length) out.set(field, values);
  }
  return out;
}

function scalarEquality(condition: unknown): unknown[] | null {
  if (isIndexableScalar(condition)) return [condition];
  if (!isPlainObject(condition)) return null;
  const keys = Object.keys(condition);
  if (keys.length === 0 || !keys.every((key) => key.startsWith('$'))) return null;
  if ('$eq' in condition) return isIndexableScalar(condition.$eq) ? [condition.$eq] : null;
  const list = condition.$in;
  if (Array.isArray(list) && list.length > 0 && list.every(isIndexableScalar)) return list;
  return null;
}

export interface Lookup {
  cost: number;
  ids(): Iterable<string>;
}

function gather(map: Map<string, Set<string>>, keys: string[]): Lookup {
  const sets = keys.flatMap((key) => map.get(key) ?? []);
  const cost = sets.reduce((sum, set) => sum + set.size, 0);
  if (sets.length <= 1) return { cost, ids: () => sets[0] ?? [] };
  return {
    cost,
    ids: () => {
      const ids = new Set<string>();
      for (const set of sets) for (const id of set) ids.add(id);
      return ids;
    },
  };
}

function addTo(map: Map<string, Set<string>>, key: string, id: string): void {
  const ids = map.get(key);
  if (ids) ids.add(id);
  else map.set(key, new Set([id]));
}

function removeFrom(map: Map<string, Set<string>>, key: string, id: string): void {
  const ids = map.get(key);
  if (!ids) return;
  ids.delete(id);
  if (ids.size === 0) map.delete(key);
}

function unique(keys: string[]): string[] {
  return keys.length < 2 ? keys : Array.from(new Set(keys));
}

function cartesian(lists: string[][]): string[][] {
  let combos: string[][] = [[]];
  for (const list of lists) combos = combos.flatMap((combo) => list.map((item) => [...combo, item]));
  return combos;
}
