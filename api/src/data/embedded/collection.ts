import { ProcessingMode } from 'mingo';
import { Aggregator } from 'mingo/aggregator';
import { Query } from 'mingo/query';
import type {
  DeleteResult,
  Document,
  Filter,
  InsertManyResult,
  InsertOneResult,
  OptionalUnlessRequiredId,
  UpdateFilter,
  UpdateResult,
  WithId,
} from 'mongodb';
import type {
  PortCollection,
  PortCursor,
  PortFindOneAndUpdateOptions,
  PortFindOneOptions,
  PortFindOptions,
  IndexKeys,
  PortIndexOptions,
  PortUpdateOptions,
  SortSpec,
} from '../port';
import { EngineError } from './errors';
import { compileFilter } from './matcher';
import { operatorContext, queryOptions } from './operator-context';
import { compileProjection } from './projection';
import { defaultIndexName } from './indexes';
import type { PlanSummary } from './planner';
import type { Change, CollectionState } from './state';
import { applyUpdate, assertUpdateDocument, upsertSeed } from './update';
import { cloneValue, type Doc, isPlainObject, keyOf, newObjectId } from './values';

/** What a collection needs from its database. */
export interface StoreAccess {
  state(name: string): CollectionState;
  /** Snapshot of another collection's documents, for $lookup. */
  documents(name: string): Doc[];
  assertWritable(): void;
  assertOpen(): void;
  /** Journals the changes; resolves once durable. */
  commit(collection: string, changes: Change[]): Promise<void>;
  /** Persists an index definition; resolves once durable. */
  commitIndex(
    collection: string,
    spec: { name: string; key: IndexKeys; unique?: boolean; expireAfterSeconds?: number },
  ): Promise<void>;
}

interface WriteOutcome {
  matched: number;
  modified: number;
  upsertedId: unknown;
  before: Doc | null;
  after: Doc | null;
}

const cursor = <R>(run: () => R[]): PortCursor<R> => ({ toArray: async () => run() });

function asFilter(filter: unknown): Doc {
  if (filter === undefined || filter === null) return {};
  if (!isPlainObject(filter)) throw new EngineError('Filter must be a document', 2);
  return filter;
}

/** The PortCollection of the embedded engine: mingo semantics over in-memory state. */
export class EmbeddedCollection<T extends Document = Document> implements PortCollection<T> {
  readonly collectionName: string;
  private readonly store: StoreAccess;

  constructor(name: string, store: StoreAccess) {
    this.collectionName = name;
    this.store = store;
  }

  private get state(): CollectionState {
    return this.store.state(this.collectionName);
  }

  /** Which index a filter would use ('_id_', an index name, or 'scan'); for tests and tuning. */
  explain(filter: Filter<T> = {}): string {
    return this.explainFind(filter).via;
  }

  /** How a find would be answered: the index, whether it gives the sort, how many entries it walks at most. */
  explainFind(filter: Filter<T> = {}, options: Pick<PortFindOptions, 'sort' | 'skip' | 'limit'> = {}): PlanSummary {
    return this.state.explain(asFilter(filter), options);
  }

  /** Matching stored documents (not copies), sorted, skipped and limited. */
  private matching(filter: Doc, options: { sort?: SortSpec | undefined; skip?: number; limit?: number } = {}): Doc[] {
    this.store.assertOpen();
    return this.state.find(filter, compileFilter(filter), options);
  }

  /** Like `matching`, for reads: a long scan lets other requests run while it reads (planner.ts). */
  private matchingYielding(filter: Doc, options: { sort?: SortSpec | undefined; skip?: number; limit?: number } = {}) {
    this.store.assertOpen();
    return this.state.findYielding(filter, compileFilter(filter), options);
  }

  private async select(filter: Doc, options: PortFindOptions): Promise<Doc[]> {
    const { projection } = options;
    const docs = await this.matchingYielding(filter, options);
    if (!projection || Object.keys(projection).length === 0) return docs.map((doc) => cloneValue(doc));
    const project = compileProjection(projection);
    if (project) return docs.map(project);
    return new Query({}, queryOptions)
      .find<Doc>(docs, projection)
      .all()
      .map((doc) => cloneValue(doc));
  }

  async insertOne(doc: OptionalUnlessRequiredId<T>): Promise<InsertOneResult<T>> {
    const [stored] = this.prepareInserts([doc as Doc]);
    await this.writeChanges([{ id: keyOf(stored?._id), before: null, after: stored as Doc }]);
    return { acknowledged: true, insertedId: stored?._id } as InsertOneResult<T>;
  }

  /** All or nothing (MongoDB's ordered insertMany keeps the documents before a failure). */
  async insertMany(docs: ReadonlyArray<OptionalUnlessRequiredId<T>>): Promise<InsertManyResult<T>> {
    const stored = this.prepareInserts(docs as ReadonlyArray<Doc>);
    await this.writeChanges(stored.map((after) => ({ id: keyOf(after._id), before: null, after })));
    const insertedIds = Object.fromEntries(stored.map((doc, i) => [i, doc._id]));
    return { acknowledged: true, insertedCount: stored.length, insertedIds } as InsertManyResult<T>;
  }

  /** Like the driver, adds the generated _id to the caller's object. */
  private prepareInserts(docs: ReadonlyArray<Doc>): Doc[] {
    this.store.assertWritable();
    return docs.map((doc) => {
      if (!isPlainObject(doc)) throw new EngineError('Document must be an object', 2);
      if (doc._id === undefined) doc._id = newObjectId();
      const { _id, ...rest } = cloneValue(doc);
      if (Array.isArray(_id)) throw new EngineError('The _id field cannot be an array', 2);
      return { _id, ...rest };
    });
  }

  async findOne(filter: Filter<T>, options: PortFindOneOptions = {}): Promise<WithId<T> | null> {
    const [doc] = await this.select(asFilter(filter), { ...options, limit: 1 });
    return (doc ?? null) as WithId<T> | null;
  }

  find(filter: Filter<T> = {}, options: PortFindOptions = {}): PortCursor<WithId<T>> {
    return { toArray: () => this.select(asFilter(filter), options) as Promise<WithId<T>[]> };
  }

  async countDocuments(filter: Filter<T> = {}): Promise<number> {
    const where = asFilter(filter);
    if (Object.keys(where).length === 0) {
      this.store.assertOpen();
      return this.state.docs.size;
    }
    return (await this.matchingYielding(where)).length;
  }

  async updateOne(
    filter: Filter<T>,
    update: UpdateFilter<T>,
    options: PortUpdateOptions & { sort?: SortSpec } = {},
  ): Promise<UpdateResult<T>> {
    return this.updateResult(
      await this.update(asFilter(filter), update, { multi: false, upsert: options.upsert, sort: options.sort }),
    );
  }

  async updateMany(
    filter: Filter<T>,
    update: UpdateFilter<T>,
    options: PortUpdateOptions = {},
  ): Promise<UpdateResult<T>> {
    return this.updateResult(await this.update(asFilter(filter), update, { multi: true, upsert: options.upsert }));
  }

  async findOneAndUpdate(
    filter: Filter<T>,
    update: UpdateFilter<T>,
    options: PortFindOneAndUpdateOptions = {},
  ): Promise<WithId<T> | null> {
    const outcome = await this.update(asFilter(filter), update, {
      multi: false,
      upsert: options.upsert,
      sort: options.sort,
    });
    const doc = options.returnDocument === 'after' ? outcome.after : outcome.before;
    return (doc ? cloneValue(doc) : null) as WithId<T> | null;
  }

  private updateResult(outcome: WriteOutcome): UpdateResult<T> {
    const upserted = outcome.upsertedId !== null;
    return {
      acknowledged: true,
      matchedCount: outcome.matched,
      modifiedCount: outcome.modified,
      upsertedCount: upserted ? 1 : 0,
      upsertedId: outcome.upsertedId,
    } as UpdateResult<T>;
  }

  /** Computes every new document first, then checks indexes, then applies: all or nothing. */
  private async update(
    filter: Doc,
    update: unknown,
    how: { multi: boolean; upsert?: boolean | undefined; sort?: SortSpec | undefined },
  ): Promise<WriteOutcome> {
    assertUpdateDocument(update);
    this.store.assertWritable();
    const targets = this.matching(filter, how.multi ? {} : { sort: how.sort, limit: 1 });
    if (targets.length === 0) {
      if (!how.upsert) return { matched: 0, modified: 0, upsertedId: null, before: null, after: null };
      const created = applyUpdate(upsertSeed(filter), update, filter, true) as Doc;
      const { _id = newObjectId(), ...rest } = created;
      const after = { _id, ...rest };
      await this.writeChanges([{ id: keyOf(_id), before: null, after }]);
      return { matched: 0, modified: 0, upsertedId: _id, before: null, after };
    }
    const changes: Change[] = [];
    for (const before of targets) {
      const after = applyUpdate(before, update, filter, false);
      if (after) changes.push({ id: keyOf(before._id), before, after });
    }
    if (changes.length > 0) await this.writeChanges(changes);
    const first = targets[0] as Doc;
    return {
      matched: targets.length,
      modified: changes.length,
      upsertedId: null,
      before: first,
      after: changes[0]?.after ?? first,
    };
  }

  async deleteOne(filter: Filter<T> = {}): Promise<DeleteResult> {
    return this.delete(asFilter(filter), 1);
  }

  async deleteMany(filter: Filter<T> = {}): Promise<DeleteResult> {
    return this.delete(asFilter(filter), Infinity);
  }

  private async delete(filter: Doc, limit: number): Promise<DeleteResult> {
    this.store.assertWritable();
    const targets = this.matching(filter, Number.isFinite(limit) ? { limit } : {});
    if (targets.length > 0)
      await this.writeChanges(targets.map((before) => ({ id: keyOf(before._id), before, after: null })));
    return { acknowledged: true, deletedCount: targets.length };
  }

  private writeChanges(changes: Change[]): Promise<void> {
    const state = this.state;
    state.checkUnique(changes);
    state.apply(changes);
    return this.store.commit(this.collectionName, changes);
  }

  async createIndex(keys: IndexKeys, options: PortIndexOptions = {}): Promise<string> {
    this.store.assertWritable();
    const fields = Object.entries(keys);
    if (fields.length === 0 || !fields.every(([, kind]) => kind === 1 || kind === -1 || kind === '2dsphere')) {
      throw new EngineError('The embedded engine supports 1, -1 and 2dsphere index keys only', 67);
    }
    if (fields.length === 1 && fields[0]?.[0] === '_id') return '_id_';
    if (options.expireAfterSeconds !== undefined && fields.length > 1) {
      throw new EngineError('TTL indexes are single-field indexes, compound indexes do not support TTL', 67);
    }
    const spec = {
      name: options.name ?? defaultIndexName(keys),
      key: { ...keys },
      ...(options.unique ? { unique: true } : {}),
      ...(options.expireAfterSeconds !== undefined ? { expireAfterSeconds: options.expireAfterSeconds } : {}),
    };
    if (this.state.createIndex(spec) === 'created') await this.store.commitIndex(this.collectionName, spec);
    return spec.name;
  }

  aggregate<R extends Document = Document>(pipeline: Document[]): PortCursor<R> {
    return cursor(() => {
      const [first, ...rest] = pipeline;
      const leadingMatch = first !== undefined && isPlainObject(first.$match) ? (first.$match as Doc) : null;
      const input = (leadingMatch ? this.matching(leadingMatch) : this.matching({})).map((doc) => cloneValue(doc));
      const stages = leadingMatch ? rest : pipeline;
      const aggregator = new Aggregator(stages, {
        processingMode: ProcessingMode.CLONE_OFF,
        context: operatorContext,
        collectionResolver: (name) => this.store.documents(name),
      });
      return aggregator.run(input).map((doc) => cloneValue(doc)) as R[];
    });
  }
}
