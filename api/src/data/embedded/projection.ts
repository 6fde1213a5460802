import { cloneValue, type Doc } from './values';

/**
 * A copy of a document with a simple projection applied: only top-level fields, all included (`1`/`true`) or
 * all excluded (`0`/`false`), `_id` included unless it is excluded. Fields keep the document's order, as
 * MongoDB returns them. Returns null for any other projection (dotted paths, operators, expressions): mingo
 * applies those.
 */
export function compileProjection(projection: Doc): ((doc: Doc) => Doc) | null {
  let keepId = true;
  const included: string[] = [];
  const excluded = new Set<string>();
  for (const key of Object.keys(projection)) {
    const value = projection[key];
    const on = value === 1 || value === true;
    if (!on && value !== 0 && value !== false) return null;
    if (key.length === 0 || key.startsWith('$') || key.includes('.')) return null;
    if (key === '_id') keepId = on;
    else if (on) included.push(key);
    else excluded.add(key);
  }
  if (included.length > 0 && excluded.size > 0) return null;
  // `{ _id: 1 }` alone includes only the id.
  if (included.length > 0 || (keepId && '_id' in projection && excluded.size === 0)) {
    const wanted = new Set(included);
    if (keepId) wanted.add('_id');
    return (doc) => pick(doc, (key) => wanted.has(key));
  }
  if (!keepId) excluded.add('_id');
  return (doc) => pick(doc, (key) => !excluded.has(key));
}

function pick(doc: Doc, keep: (key: string) => boolean): Doc {
  const out: Doc = {};
  for (const key of Object.keys(doc)) {
    const value = doc[key];
    if (value !== undefined && keep(key)) out[key] = cloneValue(value);
  }
  return out;
}
