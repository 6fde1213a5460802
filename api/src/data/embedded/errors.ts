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
