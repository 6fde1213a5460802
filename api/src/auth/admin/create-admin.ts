/**
 * Creates an admin account: `npm run admin:create -- --email a@b.c --password <12+ characters>`.
 * With the embedded engine, stop the API first (one process per DATA_DIR).
 */
import { ensureIndexes } from '../../areas';
import { openDataPort } from '../../data/open-data-port';
import { loadEnv } from '../../env';
import { AppError } from '../../errors';
import { createLogger } from '../../lib/logger';
import { createAdminService } from './admin.service';
import { CREATE_ADMIN_USAGE, parseCreateAdminArgs } from './create-admin.args';

const log = createLogger();
const args = parseCreateAdminArgs(process.argv.slice(2));

if ('error' in args) {
  process.stderr.write(`${args.error}\n${CREATE_ADMIN_USAGE}\n`);
  process.exitCode = 1;
} else {
  try {
    const env = loadEnv();
    const db = await openDataPort(env, log);
    try {
      await ensureIndexes(db, ['auth']);
      const admin = await createAdminService({ db }).create(args.email, args.password);
      log.info('admin created', { email: admin.email, database: db.mode });
    } finally {
      await db.close();
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof AppError) process.stderr.write(`${message}\n`);
    else log.error('admin:create failed', { err: message });
    process.exitCode = 1;
  }
}
