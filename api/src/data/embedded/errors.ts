import { BSON } from 'mongodb';
import { DUPLICATE_KEY, type IndexKeys } from '../port';

/** An error carrying a MongoDB server error code, so callers can treat both engines alike. */
export class EngineError extends Error {
  override name = 'EmbeddedEngineError';
  readonly code: number | undefined;
  constructor(message: string, code?: number) {
    super(message);
    this.code = code;
  }
}

/** What to do when a data file is missing or damaged (appended to every DataDamagedError message). */
export const RESTORE_HINT =
  'Restore the whole database directory (every file, manifest.json included) from one backup, ' +
  'or move the directory aside to start with an empty database.';

/**
 * A file of the embedded database is missing, out of order, shorter than the manifest says or
 * corrupt: the engine refuses to start rather than serve less than it acknowledged.
 */
export class DataDamagedError extends EngineError {
  override name = 'DataDamagedError';
  /** The file at fault. */
  readonly file: string;
  constructor(message: string, file = '') {
    super(message);
    this.file = file;
  }
}

/** Same code and message format as MongoDB's E11000. */
export class DuplicateKeyError extends EngineError {
  override name = 'DuplicateKeyError';
  readonly keyPattern: IndexKeys;
  readonly keyValue: Record<string, unknown>;
  constructor(namespace: string, index: string, keyPattern: IndexKeys, keyValue: Record<string, unknown>) {
    super(
      `E11000 duplicate key error collection: ${namespace} index: ${index} dup key: ${BSON.EJSON.stringify(keyValue)}`,
      DUPLICATE_KEY,
    );
    this.keyPattern = keyPattern;
    this.keyValue = keyValue;
  }
}
