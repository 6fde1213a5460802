/** A form's values: named fields, nested objects and lists ("prices.INR", "photos.1"). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the constraint every form's values meet
export type FieldValues = Record<string, any>;

type Leaf = null | undefined | string | number | boolean | symbol | bigint | Date | Blob;
type IsAny<T> = 0 extends 1 & T ? true : false;

type PathOf<Key extends string | number, Value> =
  IsAny<Value> extends true
    ? `${Key}` | `${Key}.${string}`
    : Value extends Leaf
      ? `${Key}`
      : `${Key}` | `${Key}.${FieldPath<Value>}`;

/** Every name a form's values can be reached by: "email", "prices.INR", "photos.1". */
export type FieldPath<Values> =
  Values extends ReadonlyArray<infer Item>
    ? PathOf<number, Item>
    : { [Key in keyof Values & string]-?: PathOf<Key, Values[Key]> }[keyof Values & string];

/** The value a name reaches. */
export type FieldPathValue<Values, Name extends string> = Values extends unknown
  ? Name extends `${infer Key}.${infer Rest}`
    ? Key extends keyof Values
      ? FieldPathValue<Values[Key], Rest>
      : Values extends ReadonlyArray<infer Item>
        ? FieldPathValue<Item, Rest>
        : never
    : Name extends keyof Values
      ? Values[Name]
      : Values extends ReadonlyArray<infer Item>
        ? Item
        : never
  : never;

/** A form's starting values: any part of its values. */
export type DefaultValues<Values> = Values extends Leaf | ReadonlyArray<unknown>
  ? Values
  : { [Key in keyof Values]?: DefaultValues<Values[Key]> };

const keysOf = (name: string) => (name === '' ? [] : name.split('.'));

/** The value at a name ("prices.INR"), or undefined when a part of the way is missing. */
export function valueAt(values: unknown, name: string): unknown {
  let node = values;
  for (const key of keysOf(name)) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** `values` with the value at `name` replaced, copying each object (or list) on the way; the rest is shared. */
export function withValueAt<Values>(values: Values, name: string, value: unknown): Values {
  const [key, ...rest] = keysOf(name);
  if (key === undefined) return value as Values;
  const node: unknown = values;
  const copy = (
    Array.isArray(node)
      ? [...(node as unknown[])]
      : node && typeof node === 'object'
        ? { ...(node as Record<string, unknown>) }
        : /^\d+$/.test(key)
          ? []
          : {}
  ) as Record<string, unknown>;
  copy[key] = rest.length === 0 ? value : withValueAt(copy[key], rest.join('.'), value);
  return copy as Values;
}

/** `name` is `other` or lies inside it ("photos.1" inside "photos"). */
export function isWithin(name: string, other: string): boolean {
  return name === other || (other !== '' && name.startsWith(`${other}.`));
}

/** The same values, compared part by part (what makes a form dirty). */
export function sameValues(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const keysB = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  return (
    keysA.length === keysB.length &&
    keysA.every((key) => sameValues((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}
