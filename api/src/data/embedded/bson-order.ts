import { compare } from 'mingo/util';
import { isBsonValue } from './values';

/**
 * MongoDB's comparison order of BSON types. `undefined` stands for an empty array's sort key, below null
 * (callers turn a missing field into null).
 */
function typeRank(value: unknown): number {
  if (value === undefined) return 0.5;
  if (value === null) return 1;
  switch (typeof value) {
    case 'number':
    case 'bigint':
      return 2;
    case 'string':
    case 'symbol':
      return 3;
    case 'boolean':
      return 8;
    default:
      break;
  }
  if (Array.isArray(value)) return 5;
  if (value instanceof Date) return 9;
  if (value instanceof RegExp) return 11;
  if (isBsonValue(value)) {
    switch (value._bsontype) {
      case 'MinKey':
        return 0;
      case 'Long':
      case 'Int32':
      case 'Double':
      case 'Decimal128':
        return 2;
      case 'BSONSymbol':
        return 3;
      case 'Binary':
        return 6;
      case 'ObjectId':
        return 7;
      case 'Timestamp':
        return 10;
      case 'BSONRegExp':
        return 11;
      case 'MaxKey':
        return 12;
      default:
        return 4;
    }
  }
  return 4;
}

const simple = (a: number | string | bigint, b: number | string | bigint) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A total order over values in MongoDB's cross-type order: null < numbers < strings < objects
 * < arrays < binary < ObjectId < booleans < dates < regexes. NaN sorts below every other number. Within
 * objects, arrays and the rarer BSON types, mingo's comparison. Used by sorts and by ordered indexes, so
 * an index walk and a sort agree.
 */
export function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') {
    if (a < b) return -1;
    if (a > b) return 1;
    if (a === b) return 0;
    return Number.isNaN(a) ? (Number.isNaN(b) ? 0 : -1) : 1;
  }
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  const rankA = typeRank(a);
  const rankB = typeRank(b);
  if (rankA !== rankB) return rankA < rankB ? -1 : 1;
  switch (rankA) {
    case 0.5:
    case 1:
      return 0;
    case 2:
      return compareNumbers(a, b);
    case 7:
      return compareObjectIds(a, b);
    case 8:
      return simple(Number(a), Number(b));
    case 9:
      return simple((a as Date).getTime(), (b as Date).getTime());
    default:
      return compare(a, b);
  }
}

function compareNumbers(a: unknown, b: unknown): number {
  const x = typeof a === 'number' || typeof a === 'bigint' ? a : Number(a);
  const y = typeof b === 'number' || typeof b === 'bigint' ? b : Number(b);
  if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1;
  if (Number.isNaN(y)) return 1;
  return simple(x, y);
}

type PackedObjectId = Partial<Record<'i0' | 'i1' | 'i2' | 'i3', unknown>>;

/**
 * Two ObjectIds in byte order (their hex order). bson 7 keeps an id as four 24-bit numbers (`i0`..`i3`, which
 * its own `equals` reads): compared directly, no hex string is built for each comparison (index seeks and sorts
 * on ids compare many). Any other shape is compared by hex.
 */
export function compareObjectIds(a: unknown, b: unknown): number {
  const x = a as PackedObjectId;
  const y = b as PackedObjectId;
  if (
    typeof x.i0 === 'number' &&
    typeof x.i1 === 'number' &&
    typeof x.i2 === 'number' &&
    typeof x.i3 === 'number' &&
    typeof y.i0 === 'number' &&
    typeof y.i1 === 'number' &&
    typeof y.i2 === 'number' &&
    typeof y.i3 === 'number'
  ) {
    if (x.i0 !== y.i0) return x.i0 < y.i0 ? -1 : 1;
    if (x.i1 !== y.i1) return x.i1 < y.i1 ? -1 : 1;
    if (x.i2 !== y.i2) return x.i2 < y.i2 ? -1 : 1;
    return x.i3 === y.i3 ? 0 : x.i3 < y.i3 ? -1 : 1;
  }
  return simple(String(a), String(b));
}
