import { compareValues } from './bson-order';
import { type Doc, isIndexableScalar, isPlainObject } from './values';

export interface Bound {
  value: unknown;
  inclusive: boolean;
}

/** What a filter implies about one field: equal to one of `points`, and/or within `lower`..`upper`. */
export interface FieldBounds {
  points?: unknown[];
  lower?: Bound;
  upper?: Bound;
}

/** Most values an equality or $in list may give one field before an index stops splitting on it. */
const MAX_POINTS = 200;

/**
 * Field -> the values or range every matching document's field must be in, from the top level, $and
 * (intersected) and $or (the hull of its branches, when every branch bounds the field). Only scalar
 * equality, $in of scalars and $gt/$gte/$lt/$lte of scalars count; other conditions bound nothing. The
 * result is a superset for single-valued fields (the real filter still runs on every candidate);
 * multikey fields use only `points` (see planner.ts).
 */
export function fieldBounds(filter: Doc): Map<string, FieldBounds> {
  const out = new Map<string, FieldBounds>();
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(condition)) {
      for (const part of condition) if (isPlainObject(part)) mergeAll(out, fieldBounds(part));
      continue;
    }
    if (field === '$or' && Array.isArray(condition) && condition.length > 0) {
      if (!condition.every(isPlainObject)) continue;
      mergeAll(out, hullOf(condition.map((branch) => fieldBounds(branch))));
      continue;
    }
    if (field.startsWith('$')) continue;
    const bounds = conditionBounds(condition);
    if (bounds) merge(out, field, bounds);
  }
  return out;
}

function conditionBounds(condition: unknown): FieldBounds | null {
  if (isIndexableScalar(condition)) return { points: [condition] };
  if (!isPlainObject(condition)) return null;
  const keys = Object.keys(condition);
  if (keys.length === 0 || !keys.every((key) => key.startsWith('$'))) return null;
  let out: FieldBounds | null = null;
  const add = (bounds: FieldBounds) => (out = out ? intersect(out, bounds) : bounds);
  for (const key of keys) {
    const value = condition[key];
    switch (key) {
      case '$eq':
        if (isIndexableScalar(value)) add({ points: [value] });
        break;
      case '$in':
        if (Array.isArray(value) && value.length > 0 && value.length <= MAX_POINTS && value.every(isIndexableScalar))
          add({ points: value });
        break;
      case '$gt':
      case '$gte':
        if (isIndexableScalar(value)) add({ lower: { value, inclusive: key === '$gte' } });
        break;
      case '$lt':
      case '$lte':
        if (isIndexableScalar(value)) add({ upper: { value, inclusive: key === '$lte' } });
        break;
      default:
        break;
    }
  }
  return out;
}

function mergeAll(into: Map<string, FieldBounds>, from: Map<string, FieldBounds>): void {
  for (const [field, bounds] of from) merge(into, field, bounds);
}

function merge(into: Map<string, FieldBounds>, field: string, bounds: FieldBounds): void {
  const known = into.get(field);
  into.set(field, known ? intersect(known, bounds) : bounds);
}

/** Both hold: the fewer points, the higher lower bound, the lower upper bound. */
function intersect(a: FieldBounds, b: FieldBounds): FieldBounds {
  const out: FieldBounds = {};
  const points = !a.points ? b.points : !b.points ? a.points : a.points.length <= b.points.length ? a.points : b.points;
  if (points) out.points = points;
  const lower = pick(a.lower, b.lower, 1);
  const upper = pick(a.upper, b.upper, -1);
  if (lower) out.lower = lower;
  if (upper) out.upper = upper;
  return out;
}

/** The tighter of two bounds: the higher for `side` 1 (lower bounds), the lower for -1. */
function pick(a: Bound | undefined, b: Bound | undefined, side: 1 | -1): Bound | undefined {
  if (!a) return b;
  if (!b) return a;
  const order = compareValues(a.value, b.value) * side;
  if (order !== 0) return order > 0 ? a : b;
  return a.inclusive ? b : a;
}

/** The looser of two bounds (a hull); undefined when either side is open. */
function widen(a: Bound | undefined, b: Bound | undefined, side: 1 | -1): Bound | undefined {
  if (!a || !b) return undefined;
  const order = compareValues(a.value, b.value) * side;
  if (order !== 0) return order < 0 ? a : b;
  return a.inclusive ? a : b;
}

/** An interval view of bounds: points become their lowest and highest value. */
function asInterval(bounds: FieldBounds): { lower?: Bound; upper?: Bound } {
  if (!bounds.points) return bounds;
  let low = bounds.points[0];
  let high = low;
  for (const point of bounds.points) {
    if (compareValues(point, low) < 0) low = point;
    if (compareValues(point, high) > 0) high = point;
  }
  const fromPoints = { lower: { value: low, inclusive: true }, upper: { value: high, inclusive: true } };
  return { lower: pick(fromPoints.lower, bounds.lower, 1), upper: pick(fromPoints.upper, bounds.upper, -1) };
}

/** Fields every branch bounds, each with the union of its branches' bounds. */
function hullOf(branches: Array<Map<string, FieldBounds>>): Map<string, FieldBounds> {
  const out = new Map<string, FieldBounds>();
  const [first, ...rest] = branches;
  if (!first) return out;
  for (const [field, bounds] of first) {
    const all = [bounds, ...rest.map((branch) => branch.get(field))];
    if (all.some((b) => b === undefined)) continue;
    const each = all as FieldBounds[];
    if (each.every((b) => b.points && !b.lower && !b.upper)) {
      const points = each.flatMap((b) => b.points as unknown[]);
      if (points.length <= MAX_POINTS) {
        out.set(field, { points });
        continue;
      }
    }
    let lower = asInterval(each[0] as FieldBounds).lower;
    let upper = asInterval(each[0] as FieldBounds).upper;
    for (const b of each.slice(1)) {
      const interval = asInterval(b);
      lower = widen(lower, interval.lower, 1);
      upper = widen(upper, interval.upper, -1);
    }
    const hull: FieldBounds = {};
    if (lower) hull.lower = lower;
    if (upper) hull.upper = upper;
    if (lower || upper) out.set(field, hull);
  }
  return out;
}
