import type { Env } from '../env';
import type { Logger } from '../lib/logger';
import { openEmbeddedPort } from './embedded';
import { openMongoPort } from './mongo';
import type { DataPort } from './port';

/** MongoDB when MONGODB_URI is set, otherwise the embedded engine in DATA_DIR. */
export function openDataPort(
  env: Pick<Env, 'MONGODB_URI' | 'MONGODB_DB' | 'DATA_DIR'>,
  log: Logger,
): Promise<DataPort> {
  const onWarning = (message: string) => log.warn(message);
  if (env.MONGODB_URI) return openMongoPort({ uri: env.MONGODB_URI, dbName: env.MONGODB_DB, onWarning });
  return openEmbeddedPort({ dataDir: env.DATA_DIR, dbName: env.MONGODB_DB, onWarning });
}
