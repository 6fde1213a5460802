import { Query } from 'mingo/query';
import { compareObjectIds } from './bson-order';
import { queryOptions } from './operator-context';
import { type Doc, isBsonValue, isPlainObject } from './values';

/** A document test: true, false, or undefined when this compiled form cannot tell (mingo then decides). */
type Verdict = (doc: Doc) => boolean | undefined;

type Scalar = string | number | boolean | null | Date | { _bsontype: 'ObjectId' };

const RANGE = new Set(['$lt', '$lte', '$gt', '$gte']);
const COMPARE: Record<string, (order: number) => boolean> = {
  $lt: (order) => order < 0,
  $lte: (order) => order <= 0,
  $gt: (order) => order > 0,
  $gte: (order) => order >= 0,
};

/**
 * The filter as a document test, with mingo's semantics. The filters the services send most (equality, $in,
 * $ne, $nin and ranges on top-level fields, under $and / $or) are tested directly: building a mingo Query
 * costs more than the rest of a small find (it deep-copies the filter, compiles one predicate per operator
 * and stringifies the filter for an assertion message), and mingo's $in hashes its whole list for every
 * document. Anything else (dotted paths, regexes, $elemMatch, $exists, $expr, embedded documents, ...) goes
 * to mingo, and so does a document holding what the direct test does not know (nested arrays, BSON numbers,
 * NaN, another bson's ObjectId): each answer is the one mingo would give.
 */
export function compileFilter(filter: Doc): (doc: Doc) => boolean {
  const direct = compileDoc(filter);
  if (!direct) {
    // Built at once, so a filter mingo refuses fails even when no document is tested.
    const query = new Query(filter, queryOptions);
    return (doc) => query.test(doc);
  }
  let query: Query | null = null;
  return (doc) => direct(doc) ?? (query ??= new Query(filter, queryOptions)).test(doc);
}

function compileDoc(filter: Doc): Verdict | null {
  const parts: Verdict[] = [];
  for (const key of Object.keys(filter)) {
    const condition = filter[key];
    if (key === '$and' || key === '$or') {
      if (!Array.isArray(condition) || condition.length === 0) return null;
      const branches: Verdict[] = [];
      for (const branch of condition) {
        const compiled = isPlainObject(branch) ? compileDoc(branch) : null;
        if (!compiled) return null;
        branches.push(compiled);
      }
      parts.push(key === '$and' ? all(branches) : any(branches));
      continue;
    }
    if (!isPlainField(key)) return null;
    const compiled = compileField(key, condition);
    if (!compiled) return null;
    parts.push(compiled);
  }
  return all(parts);
}

/** A top-level field mingo reads as `doc[key]` with nothing inherited in the way. */
function isPlainField(key: string): boolean {
  return key.length > 0 && !key.startsWith('$') && !key.includes('.') && !(key in Object.prototype);
}

function compileField(field: string, condition: unknown): Verdict | null {
  if (isScalar(condition)) return (doc) => equals(doc[field], condition);
  if (!isPlainObject(condition)) return null;
  const keys = Object.keys(condition);
  if (keys.length === 0) return null;
  const parts: Verdict[] = [];
  for (const operator of keys) {
    const operand = condition[operator];
    if (operator === '$eq' || operator === '$ne') {
      if (!isScalar(operand)) return null;
      parts.push(
        operator === '$eq' ? (doc) => equals(doc[field], operand) : (doc) => negate(equals(doc[field], operand)),
      );
    } else if (operator === '$in' || operator === '$nin') {
      if (!Array.isArray(operand) || !operand.every(isScalar)) return null;
      const list = operand as Scalar[];
      parts.push(operator === '$in' ? (doc) => among(doc[field], list) : (doc) => negate(among(doc[field], list)));
    } else if (RANGE.has(operator)) {
      if (!isRangeOperand(operand)) return null;
      const accept = COMPARE[operator] as (order: number) => boolean;
      parts.push((doc) => inRange(doc[field], operand, accept));
    } else return null;
  }
  return all(parts);
}

function all(parts: Verdict[]): Verdict {
  if (parts.length === 1) return parts[0] as Verdict;
  return (doc) => {
    let unknown = false;
    for (const part of parts) {
      const verdict = part(doc);
      if (verdict === false) return false;
      if (verdict === undefined) unknown = true;
    }
    return unknown ? undefined : true;
  };
}

function any(parts: Verdict[]): Verdict {
  return (doc) => {
    let unknown = false;
    for (const part of parts) {
      const verdict = part(doc);
      if (verdict === true) return true;
      if (verdict === undefined) unknown = true;
    }
    return unknown ? undefined : false;
  };
}

const negate = (verdict: boolean | undefined) => (verdict === undefined ? undefined : !verdict);

const isObjectId = (value: unknown): value is { _bsontype: 'ObjectId'; equals(other: unknown): boolean } =>
  isBsonValue(value) && value._bsontype === 'ObjectId';

/** Operands tested directly: strings, numbers (not NaN), booleans, null, valid dates and ObjectIds. */
function isScalar(value: unknown): value is Scalar {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return !Number.isNaN(value);
    case 'object':
      if (value === null) return true;
      if (value instanceof Date) return !Number.isNaN(value.getTime());
      return isObjectId(value);
    default:
      return false;
  }
}

function isRangeOperand(value: unknown): value is string | number | Date | { _bsontype: 'ObjectId' } {
  return isScalar(value) && value !== null && typeof value !== 'boolean';
}

/** mingo's $eq: the value itself, or (arrays) one of its elements; null also matches a missing field. */
function equals(value: unknown, operand: Scalar): boolean | undefined {
  if (Array.isArray(value)) {
    let unknown = false;
    for (const item of value) {
      // mingo's null matches a missing field but not an undefined element.
      const verdict = item === undefined ? false : equalsScalar(item, operand);
      if (verdict === true) return true;
      if (verdict === undefined) unknown = true;
    }
    return unknown ? undefined : false;
  }
  return equalsScalar(value, operand);
}

/** One value (not an array) against an operand; undefined for what only mingo knows (nested arrays among them). */
function equalsScalar(value: unknown, operand: Scalar): boolean | undefined {
  if (operand === null) {
    if (value === null || value === undefined) return true;
    return typeof value === 'object' && !isKnownObject(value) ? undefined : false;
  }
  switch (typeof value) {
    case 'string':
    case 'boolean':
    case 'number':
      return value === operand;
    case 'undefined':
      return false;
    case 'object':
      break;
    default:
      return undefined;
  }
  if (value === null) return false;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return undefined;
    return operand instanceof Date && value.getTime() === operand.getTime();
  }
  if (isObjectId(value)) {
    if (!isObjectId(operand)) return false;
    return value.constructor === operand.constructor ? value.equals(operand) : undefined;
  }
  return isKnownObject(value) ? false : undefined;
}

/** Plain documents never equal a scalar; arrays (nested) and other BSON values are left to mingo. */
const isKnownObject = (value: object) => isPlainObject(value) && !Array.isArray(value);

function among(value: unknown, list: readonly Scalar[]): boolean | undefined {
  let unknown = false;
  for (const operand of list) {
    const verdict = equals(value, operand);
    if (verdict === true) return true;
    if (verdict === undefined) unknown = true;
  }
  return unknown ? undefined : false;
}

/** mingo's $lt/$lte/$gt/$gte: the value (or an element of it) of the operand's type, compared in that type. */
function inRange(
  value: unknown,
  operand: string | number | Date | { _bsontype: 'ObjectId' },
  accept: (order: number) => boolean,
): boolean | undefined {
  if (Array.isArray(value)) {
    let unknown = false;
    for (const item of value) {
      const verdict = compareScalar(item, operand, accept);
      if (verdict === true) return true;
      if (verdict === undefined) unknown = true;
    }
    return unknown ? undefined : false;
  }
  return compareScalar(value, operand, accept);
}

function compareScalar(
  value: unknown,
  operand: string | number | Date | { _bsontype: 'ObjectId' },
  accept: (order: number) => boolean,
): boolean | undefined {
  if (typeof operand === 'number') {
    if (typeof value !== 'number') return isBsonValue(value) && !isObjectId(value) ? undefined : false;
    if (Number.isNaN(value)) return undefined;
    return accept(value < operand ? -1 : value > operand ? 1 : 0);
  }
  if (typeof operand === 'string') return typeof value === 'string' ? accept(order(value, operand)) : false;
  if (operand instanceof Date) {
    if (!(value instanceof Date)) return false;
    const time = value.getTime();
    return Number.isNaN(time) ? undefined : accept(order(time, operand.getTime()));
  }
  if (!isObjectId(value)) return false;
  if (value.constructor !== operand.constructor) return undefined;
  return accept(compareObjectIds(value, operand));
}

const order = <T extends string | number>(a: T, b: T) => (a < b ? -1 : a > b ? 1 : 0);
