import fc from 'fast-check';
import * as contracts from '@petpal/contracts';

/** Who sends a fuzz request: a guest, a signed-in user of one kind, or an admin. */
export const CALLERS = [
  'guest',
  'owner',
  'vet',
  'sitter',
  'trainer',
  'stylist',
  'supplier',
  'pharmacist',
  'admin',
] as const;
export type CallerName = (typeof CALLERS)[number];

/** One request of the fuzz: the route's path parameters, a query, a body, the caller and an Idempotency-Key. */
export interface FuzzCase {
  caller: CallerName;
  params: string[];
  query: string;
  body?: { json: unknown } | { raw: string };
  idempotencyKey?: string;
}

/** What the fuzz knows about the API: field names and enum values of the contracts, ids the API answered. */
export interface FuzzVocabulary {
  keys: readonly string[];
  enums: readonly string[];
  ids: readonly string[];
}

interface ZodLike {
  _zod: { def: Record<string, unknown> & { type: string } };
}
const isSchema = (value: unknown): value is ZodLike => typeof value === 'object' && value !== null && '_zod' in value;

/** Every object key and enum value in the shared contracts, so bodies use the words the routes expect. */
export function contractWords(): Pick<FuzzVocabulary, 'keys' | 'enums'> {
  const keys = new Set<string>();
  const enums = new Set<string>();
  const seen = new Set<unknown>();
  const pending: unknown[] = Object.values(contracts);
  while (pending.length > 0) {
    const schema = pending.pop();
    if (!isSchema(schema) || seen.has(schema)) continue;
    seen.add(schema);
    const def = schema._zod.def;
    if (def.type === 'object') {
      for (const [key, value] of Object.entries(def.shape as Record<string, unknown>)) {
        keys.add(key);
        pending.push(value);
      }
    }
    if (def.type === 'enum') for (const value of Object.values(def.entries as object)) enums.add(String(value));
    if (def.type === 'literal') for (const value of def.values as unknown[]) enums.add(String(value));
    for (const [name, value] of Object.entries(def)) {
      if (name !== 'shape') pending.push(...(Array.isArray(value) ? value : [value]));
    }
  }
  return { keys: [...keys].sort(), enums: [...enums].filter(Boolean).sort() };
}

/** Operator injection, as a MongoDB-backed API would be attacked: operators as values and as keys. */
export const OPERATOR_VALUES: readonly unknown[] = [
  { $ne: null },
  { $gt: '' },
  { $where: 'sleep(1000) || true' },
  { $regex: '.*' },
  { $in: [null, ''] },
  { $exists: true },
  { $expr: { $eq: [1, 1] } },
  { $set: { role: 'admin' } },
  { 'a.b': 1 },
  { $or: [{}] },
  JSON.parse('{"__proto__":{"polluted":true}}'),
  { constructor: { prototype: { polluted: true } } },
];

export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '..',
  '../',
  '../../etc/passwd',
  '..%2F..%2Fadmin',
  '%00',
  '\u0000',
  'a'.repeat(10_000),
  '$ne',
  '$where',
  '{"$ne":null}',
  'ffffffffffffffffffffffff',
  '000000000000000000000000',
  'zzzzzzzzzzzzzzzzzzzzzzzz',
  '0123456789abcdef0123456',
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '<script>alert(1)</script>',
  '🐶'.repeat(300),
  "'; DROP TABLE users; --",
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  '2026-13-45',
  '2026-02-30',
  '9999-12-31T23:59:59Z',
  '0000-00-00',
  '25:99',
  'javascript:alert(1)',
  '\\',
  '"',
  '\ud800',
  '  padded  ',
  'ÅΩ中文',
  'a@b',
  '%',
  '%zz',
];

const NASTY_NUMBERS: readonly number[] = [
  0,
  -1,
  1.5,
  -0.0001,
  1e308,
  -1e308,
  2 ** 53 + 1,
  1e-300,
  2147483648,
  59,
  1440,
];

/** A value that a careful handler must refuse or treat as plain data. */
export function nastyValue(vocabulary: FuzzVocabulary): fc.Arbitrary<unknown> {
  const leaf = fc.oneof(
    fc.constantFrom(...NASTY_STRINGS),
    fc.constantFrom(...OPERATOR_VALUES),
    fc.constantFrom(...NASTY_NUMBERS),
    fc.constantFrom(null, true, false),
    fc.string({ maxLength: 30 }),
    fc.integer(),
    fc.constantFrom(...vocabulary.ids, ...vocabulary.enums),
  );
  return fc.oneof(
    { weight: 6, arbitrary: leaf },
    { weight: 1, arbitrary: fc.array(leaf, { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...vocabulary.keys, '$gt', 'a.b'), leaf, { maxKeys: 3 }) },
    { weight: 1, arbitrary: fc.constant(Array.from({ length: 5000 }, (_, i) => i)) },
    { weight: 1, arbitrary: fc.integer({ min: 2, max: 30 }).map(nestedArrays) },
  );
}

function nestedArrays(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

/** A value that fits a field by its name, so a request gets past the first check to the next one. */
export function plausibleValue(key: string, vocabulary: FuzzVocabulary): fc.Arbitrary<unknown> {
  const some = <T>(...values: T[]) => fc.constantFrom(...values);
  if (/email/i.test(key)) return some('owner1@petpal.demo', 'fuzz@example.com', 'OWNER1@PETPAL.DEMO ');
  if (/password/i.test(key)) return some('correct-horse-battery', 'petpal-demo');
  if (/ids$/i.test(key)) return fc.array(fc.constantFrom(...vocabulary.ids), { maxLength: 3 });
  if (/(^id$|Id$)/.test(key)) return fc.constantFrom(...vocabulary.ids);
  if (/date|day$|from$|to$|At$/i.test(key))
    return some('2026-12-01', '2026-12-01T10:00:00.000Z', '2027-01-15', '2020-01-01', new Date().toISOString());
  if (/time/i.test(key)) return some('10:00', '23:30', '09:15', 'Asia/Kolkata');
  if (/phone/i.test(key)) return some('+919876543210', '9876543210');
  if (/^lat/i.test(key)) return some(18.52, -91, 0);
  if (/^(lon|lng)/i.test(key)) return some(73.85, 181, 0);
  if (/url|image|photo/i.test(key)) return some('https://example.com/x.png', 'data:image/png;base64,iVBORw0KGgo=');
  if (
    /quantity|count|rating|limit|page|amount|price|minor|fee|rate|weight|age|years|size|minutes|month|year/i.test(key)
  )
    return fc.integer({ min: 0, max: 12 });
  if (/^(is|has)[A-Z]|enabled|active|accept|consent|agree/.test(key)) return fc.boolean();
  return fc.oneof(
    fc.constantFrom(...vocabulary.enums),
    fc.constantFrom('A fuzzed but ordinary text value', 'Bruno', 'Pune'),
    fc.constantFrom(...vocabulary.ids),
  );
}

/** path.to.0.field = value, building objects and arrays on the way. */
function setPath(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let node: Record<string, unknown> = target;
  path.forEach((part, index) => {
    if (index === path.length - 1) {
      node[part] = value;
      return;
    }
    const next = path[index + 1]!;
    const existing = node[part];
    if (typeof existing !== 'object' || existing === null) node[part] = /^\d+$/.test(next) ? [] : {};
    node = node[part] as Record<string, unknown>;
  });
}

/** A body built from field paths: most fields plausible, some nasty, now and then a field nobody declared. */
function fieldBody(fields: readonly string[], vocabulary: FuzzVocabulary): fc.Arbitrary<Record<string, unknown>> {
  const pool = fields.length > 0 ? fields : vocabulary.keys;
  return fc
    .tuple(
      fc.subarray([...pool], { minLength: Math.min(1, pool.length), maxLength: Math.min(6, pool.length) }),
      fc.infiniteStream(fc.nat({ max: 99 })),
      fc.option(fc.constantFrom(...vocabulary.keys, '$where', 'a.b', '__proto__', 'role'), { freq: 4 }),
    )
    .chain(([chosen, dice, extra]) => {
      const paths = extra === null ? chosen : [...chosen, extra];
      const rolls = paths.map(() => dice.next().value);
      return fc
        .tuple(
          ...paths.map((path, i) => {
            const leaf = path.split('.').at(-1)!;
            return rolls[i]! < 55 ? plausibleValue(leaf, vocabulary) : nastyValue(vocabulary);
          }),
        )
        .map((values) => {
          const body: Record<string, unknown> = {};
          paths.forEach((path, i) => setPath(body, path.split('.'), values[i]));
          return body;
        });
    });
}

/** encodeURIComponent that takes lone surrogates too (as U+FFFD, what a browser would send). */
const encode = (text: string) =>
  encodeURIComponent(text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));

const RAW_BODIES = ['{"a":', '{"a":1}{"b":2}', 'NaN', '[1,]', "{'a':1}", '\u0000', '{"a":"\\ud800"}', '""', '0'];

/** Query text: fields the route named, contract words, operator keys (a[$ne]=1) and bad escapes. */
function queryText(fields: readonly string[], vocabulary: FuzzVocabulary): fc.Arbitrary<string> {
  const key = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...(fields.length > 0 ? fields : vocabulary.keys)) },
    { weight: 2, arbitrary: fc.constantFrom(...vocabulary.keys) },
    { weight: 1, arbitrary: fc.constantFrom('$where', 'a.b', '__proto__', 'constructor', 'q[$ne]', 'page[$gt]') },
  );
  const value = (name: string) =>
    fc.oneof(
      plausibleValue(name, vocabulary).map((v) => (typeof v === 'string' ? v : JSON.stringify(v))),
      fc.constantFrom(...NASTY_STRINGS.map((s) => s.slice(0, 2000))),
      fc.constantFrom('{"$ne":null}', '[object Object]', '1,2,3'),
    );
  const pair = key.chain((name) =>
    fc.oneof(
      { weight: 9, arbitrary: value(name).map((v) => `${encode(name)}=${encode(v)}`) },
      { weight: 1, arbitrary: fc.constantFrom(`${name}=%zz`, `${name}=%00`, `${name}`, `${name}=a&${name}=b`) },
    ),
  );
  return fc.array(pair, { maxLength: 4 }).map((pairs) => pairs.join('&'));
}

/** A path parameter: real ids, malformed ids, traversal and encodings, long and empty-ish values. */
function paramValue(vocabulary: FuzzVocabulary): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...vocabulary.ids) },
    { weight: 1, arbitrary: fc.constantFrom(...vocabulary.enums).map(encode) },
    {
      weight: 4,
      arbitrary: fc.constantFrom(...NASTY_STRINGS.filter((s) => s.length > 0).map((s) => s.slice(0, 5000))).map(encode),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('%00', '%zz', '..%2f..', '%2e%2e', '%E0%A4%A', '%7B%22%24ne%22%3Anull%7D'),
    },
  );
}

/** Fuzz cases for one route: `params` path parameters, `fields` what the route's validators named. */
export function fuzzCases(
  route: {
    method: string;
    params: number;
    bodyFields: readonly string[];
    queryFields: readonly string[];
    home: CallerName;
  },
  vocabulary: FuzzVocabulary,
): fc.Arbitrary<FuzzCase> {
  const write = route.method !== 'GET';
  const caller = fc.oneof(
    { weight: 4, arbitrary: fc.constant(route.home) },
    { weight: 3, arbitrary: fc.constant<CallerName>('owner') },
    { weight: 2, arbitrary: fc.constant<CallerName>('guest') },
    { weight: 1, arbitrary: fc.constantFrom(...CALLERS) },
  );
  const body = fc.oneof(
    { weight: 8, arbitrary: fieldBody(route.bodyFields, vocabulary).map((json) => ({ json })) },
    { weight: 2, arbitrary: nastyValue(vocabulary).map((json) => ({ json })) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES).map((raw) => ({ raw })) },
  );
  const key = fc.constantFrom('fuzz-1', 'fuzz-2', 'fuzz-3', ' ', 'a b', 'k'.repeat(300), '{"$ne":null}');
  return fc.record(
    {
      caller,
      params: fc.array(paramValue(vocabulary), { minLength: route.params, maxLength: route.params }),
      query: queryText(route.queryFields, vocabulary),
      ...(write ? { body, idempotencyKey: key } : {}),
    },
    { requiredKeys: ['caller', 'params', 'query'] },
  );
}
