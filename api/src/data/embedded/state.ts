import { CollectionIndex, type IndexSpec, tupleKey } from './indexes';
import { explainFind, findDocs, findDocsYielding, type FindOptions, type PlanSummary } from './planner';
import { DuplicateKeyError, EngineError } from './errors';
import type { Doc } from './values';

/** One document write: insert (before null), update, or delete (after null). */
export interface Change {
  id: string;
  before: Doc | null;
  after: Doc | null;
}

/**
 * The in-memory documents of one collection (by _id key, insertion ordered)
 * and its indexes. Stored documents are never mutated, only replaced.
 */
export class CollectionState {
  readonly name: string;
  readonly namespace: string;
  readonly docs = new Map<string, Doc>();
  /** Each document's place in `docs`' order (insertion): ties in an index, and natural order, follow it. */
  readonly seq = new Map<string, number>();
  readonly indexes = new Map<string, CollectionIndex>();
  private nextSeq = 0;

  constructor(name: string, namespace: string) {
    this.name = name;
    this.namespace = namespace;
  }

  /** Matching documents (not copies), sorted, skipped and limited, read through the best index. */
  find(filter: Doc, test: (doc: Doc) => boolean, options: FindOptions = {}): Doc[] {
    return findDocs(this.planSource(), filter, test, options);
  }

  /** `find` for reads: a long scan lets other work run every SCAN_SLICE documents (planner.ts). */
  findYielding(filter: Doc, test: (doc: Doc) => boolean, options: FindOptions = {}): Promise<Doc[]> {
    return findDocsYielding(this.planSource(), filter, test, options);
  }

  /** How `find` would answer; for tests and tuning. */
  explain(filter: Doc, options: FindOptions = {}): PlanSummary {
    return explainFind(this.planSource(), filter, options);
  }

  private planSource() {
    return { docs: this.docs, seq: this.seq, indexes: this.indexes.values() };
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
        for (const tuple of index.keysOf(change.after)) {
          const key = tupleKey(tuple);
          const other = claimed.get(key);
          const takenInBatch = other !== undefined && other !== change.id;
          const takenBefore = index.holders(tuple).some((id) => id !== change.id && !changing.has(id));
          if (takenInBatch || takenBefore) {
            throw new DuplicateKeyError(this.namespace, index.spec.name, index.spec.key, index.keyValue(change.after));
          }
          claimed.set(key, change.id);
        }
      }
    }
  }

  apply(changes: Change[]): void {
    for (const change of changes) this.replace(change.id, change.before, change.after);
  }

  /** Undoes `apply(changes)` (a write the journal could not make durable). */
  revert(changes: Change[]): void {
    for (const change of [...changes].reverse()) this.replace(change.id, change.after, change.before);
  }

  /** Swaps `from` (the stored document or null) for `to` (or nothing), in the documents and every index. */
  private replace(id: string, from: Doc | null, to: Doc | null): void {
    const known = this.seq.get(id);
    if (from && known !== undefined) for (const index of this.indexes.values()) index.remove(id, known, from);
    if (to) {
      const seq = known ?? this.nextSeq++;
      if (known === undefined) this.seq.set(id, seq);
      this.docs.set(id, to);
      for (const index of this.indexes.values()) index.add(id, seq, to);
    } else {
      this.docs.delete(id);
      this.seq.delete(id);
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
    this.numberDocuments();
    for (const [id, doc] of this.docs) {
      index.assertIndexable(doc);
      if (spec.unique) {
        for (const key of index.keysOf(doc)) {
          if (index.holders(key).length > 0)
            throw new DuplicateKeyError(this.namespace, spec.name, spec.key, index.keyValue(doc));
        }
      }
      index.add(id, this.seq.get(id) as number, doc);
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
    this.seq.clear();
    for (const spec of specs) this.createIndex(spec);
    this.numberDocuments();
  }

  /** Gives documents loaded straight into `docs` (replay, restore) their sequence numbers, in `docs` order. */
  private numberDocuments(): void {
    if (this.seq.size === this.docs.size) return;
    for (const id of this.seq.keys()) if (!this.docs.has(id)) this.seq.delete(id);
    for (const id of this.docs.keys()) if (!this.seq.has(id)) this.seq.set(id, this.nextSeq++);
  }

  clear(): void {
    this.docs.clear();
    this.seq.clear();
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
