/**
 * Creates an admin account: `npm run admin:create -- --email a@b.c --password <12+ characters>`.
 * With the embedded engine and an API holding DATA_DIR, the running API is asked over loopback with the
 * one-time token it wrote into DATA_DIR (docs/decisions/052); otherwise the database is opened directly.
 */
import { ensureIndexes } from '../../areas';
import { openDataPort } from '../../data/open-data-port';
import { loadEnv, type Env } from '../../env';
import { AppError } from '../../errors';
import { createLogger } from '../../lib/logger';
import { readBootstrapFile } from './admin-bootstrap';
import { createAdminService } from './admin.service';
import { CREATE_ADMIN_USAGE, parseCreateAdminArgs } from './create-admin.args';

const log = createLogger();
const args = parseCreateAdminArgs(process.argv.slice(2));

/** Asks the API that holds DATA_DIR; answers false when there is no token file to use. */
async function createThroughApi(env: Env, admin: { email: string; password: string }): Promise<boolean> {
  const file = readBootstrapFile(env.DATA_DIR);
  if (!file) return false;
  const res = await fetch(`http://127.0.0.1:${file.port}/api/auth/admin/bootstrap`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token: file.token, ...admin }),
  });
  const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
  if (!res.ok)
    throw new AppError(res.status, 'bootstrap_failed', body?.error?.message ?? `The API answered ${res.status}.`);
  log.info('admin created', { email: admin.email, through: 'running api' });
  return true;
}

if ('error' in args) {
  process.stderr.write(`${args.error}\n${CREATE_ADMIN_USAGE}\n`);
  process.exitCode = 1;
} else {
  try {
    const env = loadEnv();
    const db = await openDataPort(env, log).catch(async (error: unknown) => {
      if (error instanceof Error && error.name === 'DataDirLockedError' && (await createThroughApi(env, args)))
        return null;
      throw error;
    });
    if (db) {
      try {
        await ensureIndexes(db, ['auth']);
        const admin = await createAdminService({ db }).create(args.email, args.password);
        log.info('admin created', { email: admin.email, database: db.mode });
      } finally {
        await db.close();
      }
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof AppError) process.stderr.write(`${message}\n`);
    else log.error('admin:create failed', { err: message });
    process.exitCode = 1;
  }
}
