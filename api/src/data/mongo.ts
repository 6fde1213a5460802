import { type ChangeStreamDocument, type Document, MongoClient } from 'mongodb';
import type { ChangeEvent, ChangeListener, DataPort, PortCollection } from './port';
import { gridFsFiles } from './mongo-files';

export interface MongoOptions {
  uri: string;
  dbName: string;
  /** How long to look for a server before giving up. Default 3000 ms. */
  serverSelectionTimeoutMS?: number;
  /** Change-stream errors (e.g. a standalone server without a replica set). */
  onWarning?: (message: string) => void;
}

/** "host1:27017,host2" from a connection string, without user or password. */
export function describeHosts(uri: string): string {
  const afterScheme = uri.replace(/^[a-z+]+:\/\//i, '');
  const authority = afterScheme.split(/[/?]/)[0] ?? '';
  return authority.slice(authority.lastIndexOf('@') + 1) || '(no host)';
}

function redact(text: string, uri: string): string {
  const credentials = /^[a-z+]+:\/\/([^@/?]*)@/i.exec(uri)?.[1];
  if (!credentials) return text;
  let out = text.split(credentials).join('***');
  for (const part of credentials.split(':')) {
    if (part.length >= 3) {
      out = out.split(part).join('***');
      out = out.split(decodeURIComponent(part)).join('***');
    }
  }
  return out;
}

export class MongoConnectError extends Error {
  override name = 'MongoConnectError';
}

function toEvent<T extends Document>(collection: string, change: ChangeStreamDocument<T>): ChangeEvent<T> | null {
  switch (change.operationType) {
    case 'insert':
    case 'update':
    case 'replace':
      return {
        operation: change.operationType === 'insert' ? 'insert' : 'update',
        collection,
        id: change.documentKey._id,
        document: change.fullDocument ?? null,
      } as ChangeEvent<T>;
    case 'delete':
      return { operation: 'delete', collection, id: change.documentKey._id, document: null };
    default:
      return null;
  }
}

/**
 * The MongoDB adapter: a thin wrapper, since a driver Collection already is a
 * PortCollection. Connects and pings up front so a wrong URI fails at start-up.
 */
export async function openMongoPort(options: MongoOptions): Promise<DataPort> {
  const timeout = options.serverSelectionTimeoutMS ?? 3000;
  let client: MongoClient | null = null;
  try {
    client = new MongoClient(options.uri, { serverSelectionTimeoutMS: timeout, appName: 'petpal-api' });
    await client.connect();
    await client.db(options.dbName).command({ ping: 1 });
  } catch (error) {
    await client?.close().catch(() => undefined);
    const reason = redact(error instanceof Error ? error.message : String(error), options.uri);
    throw new MongoConnectError(
      `Could not connect to MongoDB at ${describeHosts(options.uri)} (database ${options.dbName}) within ${timeout} ms: ${reason}`,
    );
  }
  const connected = client;
  const db = connected.db(options.dbName);
  return {
    mode: 'mongodb',
    collection<T extends Document = Document>(name: string): PortCollection<T> {
      return db.collection<T>(name);
    },
    files: (bucket: string) => gridFsFiles(db, bucket),
    watch<T extends Document = Document>(name: string, listener: ChangeListener<T>) {
      const stream = db.collection<T>(name).watch([], { fullDocument: 'updateLookup' });
      stream.on('change', (change: ChangeStreamDocument<T>) => {
        const event = toEvent(name, change);
        if (event) listener(event);
      });
      stream.on('error', (error: Error) => options.onWarning?.(`change stream on ${name} failed: ${error.message}`));
      return () => void stream.close().catch(() => undefined);
    },
    close: () => connected.close(),
    dropDatabase: async () => {
      await db.dropDatabase();
    },
  };
}
