import { update as mingoUpdate } from 'mingo';
import { EngineError } from './errors';
import { cloneValue, type Doc, isPlainObject, keyOf } from './values';

/** mingo has every operator the services use except $setOnInsert, which we apply ourselves. */
export function assertUpdateDocument(update: unknown): asserts update is Doc {
  if (!isPlainObject(update) || Array.isArray(update)) {
    throw new EngineError('Update must be a document of update operators', 9);
  }
  const keys = Object.keys(update);
  if (keys.length === 0 || !keys.every((key) => key.startsWith('$'))) {
    throw new EngineError('Update document requires atomic operators', 9);
  }
}

/**
 * Applies update operators to a copy of `doc`; the stored document is never
 * mutated. Returns null when nothing changed.
 */
export function applyUpdate(doc: Doc, update: Doc, filter: Doc, inserting: boolean): Doc | null {
  const { $setOnInsert, ...operators } = update;
  const next = cloneValue(doc);
  const modifier = cloneValue(operators);
  let changed = false;
  if (Object.keys(modifier).length > 0) {
    changed = mingoUpdate(next, modifier, undefined, inserting ? {} : filter, { cloneMode: 'none' }).length > 0;
  }
  if (inserting && isPlainObject($setOnInsert) && Object.keys($setOnInsert).length > 0) {
    // mingo refuses to $set _id; an upsert may still choose the new document's _id here (MongoDB does).
    const { _id, ...fields } = $setOnInsert;
    if (_id !== undefined) {
      if (next._id !== undefined && keyOf(next._id) !== keyOf(_id)) throw immutableId();
      next._id = cloneValue(_id);
    }
    if (Object.keys(fields).length > 0) {
      mingoUpdate(next, { $set: cloneValue(fields) }, undefined, {}, { cloneMode: 'none' });
    }
    changed = true;
  }
  if (!inserting && keyOf(next._id) !== keyOf(doc._id)) throw immutableId();
  return changed || inserting ? next : null;
}

const immutableId = () =>
  new EngineError("Performing an update on the path '_id' would modify the immutable field '_id'", 66);

/** The document an upsert starts from: the filter's equality conditions (MongoDB's rule). */
export function upsertSeed(filter: Doc): Doc {
  const assignments: Doc = {};
  collectEqualities(filter, assignments);
  // mingo refuses to $set _id, so it is placed directly.
  const id = assignments._id;
  delete assignments._id;
  const seed: Doc = id === undefined ? {} : { _id: cloneValue(id) };
  if (Object.keys(assignments).length > 0) {
    mingoUpdate(seed, { $set: cloneValue(assignments) }, undefined, {}, { cloneMode: 'none' });
  }
  return seed;
}

function collectEqualities(filter: Doc, out: Doc): void {
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(condition)) {
      for (const part of condition) if (isPlainObject(part)) collectEqualities(part, out);
      continue;
    }
    if (field.startsWith('$')) continue;
    if (isPlainObject(condition) && Object.keys(condition).some((key) => key.startsWith('$'))) {
      if ('$eq' in condition) out[field] = condition.$eq;
      continue;
    }
    out[field] = condition;
  }
}
