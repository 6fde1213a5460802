import { BSON, ObjectId } from 'mongodb';

export type Doc = Record<string, unknown>;

/** BSON value classes (ObjectId, Decimal128, Binary...) carry a `_bsontype` tag. */
export function isBsonValue(value: unknown): value is { _bsontype: string } {
  return typeof value === 'object' && value !== null && '_bsontype' in value;
}

export function isPlainObject(value: unknown): value is Doc {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Deep copy as BSON would store it: plain objects and arrays are copied,
 * Dates copied, BSON values (immutable) shared, undefined object members
 * dropped and undefined array items turned into null.
 */
export function cloneValue<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      out[i] = item === undefined ? null : cloneValue(item);
    }
    return out as T;
  }
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (isPlainObject(value)) {
    const out: Doc = {};
    for (const key of Object.keys(value)) {
      const item = value[key];
      if (item !== undefined) out[key] = cloneValue(item);
    }
    return out as T;
  }
  return value;
}

/** A string that is equal for two values iff MongoDB's equality would call them equal. */
export function keyOf(value: unknown): string {
  if (value === null || value === undefined) return 'z';
  switch (typeof value) {
    case 'string':
      return `s${value}`;
    case 'number':
      return `n${Object.is(value, -0) ? 0 : value}`;
    case 'boolean':
      return value ? 'b1' : 'b0';
    case 'bigint':
      return `n${value}`;
    default:
      break;
  }
  if (value instanceof Date) return `d${value.getTime()}`;
  if (isBsonValue(value) && value._bsontype === 'ObjectId') return `o${(value as ObjectId).toHexString()}`;
  if (Array.isArray(value)) return `a${JSON.stringify(value.map(keyOf))}`;
  return `j${BSON.EJSON.stringify(value as Doc, { relaxed: false })}`;
}

/** Values an equality lookup may use as an index key: scalars only. */
export function isIndexableScalar(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
    case 'number':
    case 'boolean':
      return true;
    case 'object':
      return value instanceof Date || (isBsonValue(value) && value._bsontype === 'ObjectId');
    default:
      return false;
  }
}

/**
 * Every value a dotted path reaches, fanning out over arrays the way MongoDB's
 * multikey indexes do. A missing path yields [undefined].
 */
export function valuesAtPath(doc: unknown, path: string): unknown[] {
  const out: unknown[] = [];
  collect(doc, path.split('.'), 0, out);
  return out;
}

function collect(value: unknown, parts: string[], i: number, out: unknown[]): void {
  if (i === parts.length) {
    if (Array.isArray(value)) {
      if (value.length === 0) out.push(undefined);
      else for (const item of value) out.push(item);
    } else out.push(value);
    return;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) out.push(undefined);
    else for (const item of value) collect(item, parts, i, out);
    return;
  }
  if (isPlainObject(value)) {
    collect(value[parts[i] as string], parts, i + 1, out);
    return;
  }
  out.push(undefined);
}

export function newObjectId(): ObjectId {
  return new ObjectId();
}
