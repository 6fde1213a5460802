/**
 * The data port: the subset of the MongoDB driver's Collection API the services
 * use. A driver `Collection<T>` satisfies `PortCollection<T>` structurally (see
 * mongo.ts), and the embedded engine implements the same contract
 * (port.contract.ts runs against both).
 */
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

export type { Document, Filter, UpdateFilter, WithId } from 'mongodb';

export type SortSpec = Record<string, 1 | -1>;

/** Index keys: ascending, descending, or `2dsphere` over GeoJSON points (the embedded engine: points only). */
export type IndexKeys = Record<string, 1 | -1 | '2dsphere'>;

export interface PortFindOptions {
  sort?: SortSpec;
  limit?: number;
  skip?: number;
  projection?: Document;
}

export interface PortFindOneOptions {
  sort?: SortSpec;
  projection?: Document;
}

export interface PortUpdateOptions {
  upsert?: boolean;
}

export interface PortFindOneAndUpdateOptions {
  returnDocument?: 'before' | 'after';
  upsert?: boolean;
  sort?: SortSpec;
}

export interface PortIndexOptions {
  unique?: boolean;
  name?: string;
  /** TTL. The embedded engine sweeps expired documents once a minute. */
  expireAfterSeconds?: number;
}

export interface PortCursor<T> {
  toArray(): Promise<T[]>;
}

export interface PortCollection<T extends Document = Document> {
  insertOne(doc: OptionalUnlessRequiredId<T>): Promise<InsertOneResult<T>>;
  insertMany(docs: ReadonlyArray<OptionalUnlessRequiredId<T>>): Promise<InsertManyResult<T>>;
  findOne(filter: Filter<T>, options?: PortFindOneOptions): Promise<WithId<T> | null>;
  find(filter?: Filter<T>, options?: PortFindOptions): PortCursor<WithId<T>>;
  updateOne(filter: Filter<T>, update: UpdateFilter<T>, options?: PortUpdateOptions): Promise<UpdateResult<T>>;
  updateMany(filter: Filter<T>, update: UpdateFilter<T>, options?: PortUpdateOptions): Promise<UpdateResult<T>>;
  /** Driver 7 semantics: resolves to the document (before or after) or null. */
  findOneAndUpdate(
    filter: Filter<T>,
    update: UpdateFilter<T>,
    options?: PortFindOneAndUpdateOptions,
  ): Promise<WithId<T> | null>;
  deleteOne(filter?: Filter<T>): Promise<DeleteResult>;
  deleteMany(filter?: Filter<T>): Promise<DeleteResult>;
  countDocuments(filter?: Filter<T>): Promise<number>;
  createIndex(keys: IndexKeys, options?: PortIndexOptions): Promise<string>;
  aggregate<R extends Document = Document>(pipeline: Document[]): PortCursor<R>;
}

export type ChangeOperation = 'insert' | 'update' | 'delete';

export interface ChangeEvent<T extends Document = Document> {
  operation: ChangeOperation;
  collection: string;
  id: unknown;
  /** The document after the change; for deletes the removed document (embedded) or null (MongoDB). */
  document: WithId<T> | null;
}

export type ChangeListener<T extends Document = Document> = (event: ChangeEvent<T>) => void;

/**
 * Files too big for a document (images, decision 083), by key within a bucket. Embedded: one file per key in a
 * directory under the engine's data directory. MongoDB: GridFS (`<bucket>.files`, `<bucket>.chunks`).
 */
export interface PortFiles {
  /** Stores `bytes` under `key`; a key already stored is replaced. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes under `key`, or null. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes `key`; false when there was none. */
  delete(key: string): Promise<boolean>;
}

/** Keys a file bucket takes: they become file names, so no separators, no dots first. */
export const FILE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}$/;

export interface DataPort {
  readonly mode: 'embedded' | 'mongodb';
  collection<T extends Document = Document>(name: string): PortCollection<T>;
  /** The file bucket `bucket` (letters, digits, _ and -). */
  files(bucket: string): PortFiles;
  /**
   * Change events of one collection. Embedded: emitted once the write is durable.
   * MongoDB: a change stream (needs a replica set). Returns an unsubscribe function.
   */
  watch<T extends Document = Document>(collection: string, listener: ChangeListener<T>): () => void;
  close(): Promise<void>;
  dropDatabase(): Promise<void>;
}

export const DUPLICATE_KEY = 11000;

/** True for a unique-index violation from either engine (MongoDB code 11000). */
export function isDuplicateKeyError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === DUPLICATE_KEY;
}
