import { CollectionIndex, equalityValues, type IndexSpec, type Lookup } from './indexes';
import { DuplicateKeyError, EngineError } from './errors';
import { type Doc, keyOf } from './values';

/** One document write: insert (before null), update, or delete (after null). */
export interface Change {
  id: string;
  before: Doc | null;
  after: Doc | null;
}

export interface Plan {
  via: string;
  docs: Iterable<Doc>;
}

/**
 * The in-memory documents of one collection (by _id key, insertion ordered)
 * and its indexes. Stored documents are never mutated, only replaced.
 */
export class CollectionState {
  readonly name: string;
  readonly namespace: string;
  readonly docs = new Map<string, Doc>();
  readonly indexes = new Map<string, CollectionIndex>();

  constructor(name: string, namespace: string) {
    this.name = name;
    this.namespace = namespace;
  }

  /** Candidate documents for a filter: by _id, by the most selective index, or all. */
  plan(filter: Doc): Plan {
    const equalities = equalityValues(filter);
    const ids = equalities.get('_id');
    if (ids) {
      const docs: Doc[] = [];
      for (const id of new Set(ids.map(keyOf))) {
        const doc = this.docs.get(id);
        if (doc) docs.push(doc);
      }
      return { via: '_id_', docs };
    }
    if (equalities.size > 0) {
      let best: { name: string; lookup: Lookup } | null = null;
      for (const index of this.indexes.values()) {
        const lookup = index.lookup(equalities);
        if (lookup && (!best || lookup.cost < best.lookup.cost)) best = { name: index.spec.name, lookup };
      }
      if (best) {
        const docs: Doc[] = [];
        for (const id of best.lookup.ids()) docs.push(this.docs.get(id) as Doc);
        return { via: best.name, docs };
      }
    }
    return { via: 'scan', docs: this.docs.values() };
  }

  /**
   * Throws DuplicateKeyError if applying `changes` would break a unique index, or MongoDB's geo keys
   * error if a new document puts something other than a point under a 2dsphere index.
   */
  checkUnique(changes: Change[]): void {
    for (const index of this.indexes.values()) {
      if (index.geoFields.length === 0) continue;
      for (const change of changes) if (change.after) index.assertIndexable(change.after);
    }
    const changing = new Set(changes.map((change) => change.id));
    const seenIds = new Set<string>();
    for (const change of changes) {
      if (!change.after || change.before) continue;
      if (seenIds.has(change.id) || (this.docs.has(change.id) && !isDeleted(changes, change.id))) {
        throw new DuplicateKeyError(this.namespace, '_id_', { _id: 1 }, { _id: change.after._id });
      }
      seenIds.add(change.id);
    }
    for (const index of this.indexes.values()) {
      if (!index.spec.unique) continue;
      const claimed = new Map<string, string>();
      for (const change of changes) {
        if (!change.after) continue;
        for (const key of index.keysOf(change.after)) {
          const other = claimed.get(key);
          const holders = index.holders(key);
          const takenInBatch = other !== undefined && other !== change.id;
          const takenBefore = holders !== undefined && [...holders].some((id) => id !== change.id && !changing.has(id));
          if (takenInBatch || takenBefore) {
            throw new DuplicateKeyError(this.namespace, index.spec.name, index.spec.key, index.keyValue(change.after));
          }
          claimed.set(key, change.id);
        }
      }
    }
  }

  apply(changes: Change[]): void {
    for (const change of changes) {
      if (change.before) for (const index of this.indexes.values()) index.remove(change.id, change.before);
      if (change.after) {
        this.docs.set(change.id, change.after);
        for (const index of this.indexes.values()) index.add(change.id, change.after);
      } else this.docs.delete(change.id);
    }
  }

  /** Undoes `apply(changes)` (a write the journal could not make durable). */
  revert(changes: Change[]): void {
    for (const change of [...changes].reverse()) {
      if (change.after) for (const index of this.indexes.values()) index.remove(change.id, change.after);
      if (change.before) {
        this.docs.set(change.id, change.before);
        for (const index of this.indexes.values()) index.add(change.id, change.before);
      } else this.docs.delete(change.id);
    }
  }

  /** 'exists' when an identical index is already there; throws on a conflicting one. */
  createIndex(spec: IndexSpec): 'created' | 'exists' {
    const same = this.indexes.get(spec.name);
    if (same) {
      if (sameSpec(same.spec, spec)) return 'exists';
      throw new EngineError(`An existing index has the same name (${spec.name}) but different options or keys`, 86);
    }
    for (const index of this.indexes.values()) {
      if (JSON.stringify(index.spec.key) === JSON.stringify(spec.key)) {
        throw new EngineError(`Index already exists with a different name: ${index.spec.name}`, 85);
      }
    }
    const index = new CollectionIndex(spec);
    for (const [id, doc] of this.docs) {
      index.assertIndexable(doc);
      if (spec.unique) {
        for (const key of index.keysOf(doc)) {
          if (index.holders(key)?.size)
            throw new DuplicateKeyError(this.namespace, spec.name, spec.key, index.keyValue(doc));
        }
      }
      index.add(id, doc);
    }
    this.indexes.set(spec.name, index);
    return 'created';
  }

  /** Used while loading: declare now, build once all documents are in. */
  defineIndex(spec: IndexSpec): void {
    this.indexes.set(spec.name, new CollectionIndex(spec));
  }

  rebuildIndexes(): void {
    const specs = [...this.indexes.values()].map((index) => index.spec);
    this.indexes.clear();
    for (const spec of specs) this.createIndex(spec);
  }

  clear(): void {
    this.docs.clear();
    this.indexes.clear();
  }
}

function isDeleted(changes: Change[], id: string): boolean {
  return changes.some((change) => change.id === id && change.before !== null && change.after === null);
}

function sameSpec(a: IndexSpec, b: IndexSpec): boolean {
  return (
    JSON.stringify(a.key) === JSON.stringify(b.key) &&
    Boolean(a.unique) === Boolean(b.unique) &&
    a.expireAfterSeconds === b.expireAfterSeconds
  );
}
