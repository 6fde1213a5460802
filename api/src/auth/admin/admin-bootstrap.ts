import { randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DataPort } from '../../data/port';
import { hashToken } from '../sessions/sessions.service';

/**
 * Creating an admin while the API runs on the embedded engine (one process per DATA_DIR, docs/decisions/052):
 * at start the API writes a one-time token into DATA_DIR (mode 0600); `npm run admin:create`, finding the
 * directory locked, reads it and asks the API over loopback. Each use replaces the token, so the file always
 * holds a fresh one while the API runs; only its hash is stored.
 */
export const BOOTSTRAP_FILE = 'admin-bootstrap.json';
const BOOTSTRAP_COLLECTION = 'admin_bootstrap';
const BOOTSTRAP_ID = 'current';

export interface BootstrapFile {
  /** The API's port on 127.0.0.1. */
  port: number;
  token: string;
}

interface BootstrapDoc {
  _id: string;
  tokenHash: string;
  issuedAt: Date;
}

export function createAdminBootstrap(db: DataPort) {
  const tokens = db.collection<BootstrapDoc>(BOOTSTRAP_COLLECTION);
  return {
    /** Issues a new token (the previous one stops working) and writes it, with the port, into `dataDir`. */
    async issue(dataDir: string, port: number): Promise<void> {
      const token = randomBytes(32).toString('base64url');
      await tokens.updateOne(
        { _id: BOOTSTRAP_ID },
        { $set: { tokenHash: hashToken(token), issuedAt: new Date() } },
        { upsert: true },
      );
      const file = join(dataDir, BOOTSTRAP_FILE);
      const draft = `${file}.${process.pid}.tmp`;
      const body: BootstrapFile = { port, token };
      writeFileSync(draft, JSON.stringify(body), { mode: 0o600 });
      chmodSync(draft, 0o600);
      renameSync(draft, file);
    },

    /**
     * Takes the token if it is the current one: true once (the stored hash is removed in the same write, so
     * two racing uses cannot both pass), false otherwise.
     */
    async take(token: string): Promise<boolean> {
      const current = await tokens.findOne({ _id: BOOTSTRAP_ID });
      if (!current) return false;
      const given = Buffer.from(hashToken(token));
      const stored = Buffer.from(current.tokenHash);
      if (given.length !== stored.length || !timingSafeEqual(given, stored)) return false;
      const taken = await tokens.findOneAndUpdate(
        { _id: BOOTSTRAP_ID, tokenHash: current.tokenHash },
        { $unset: { tokenHash: '' } },
      );
      return taken?.tokenHash === current.tokenHash;
    },
  };
}

/** The CLI's side: the token file of the API that holds `dataDir`, or null. */
export function readBootstrapFile(dataDir: string): BootstrapFile | null {
  try {
    const parsed = JSON.parse(readFileSync(join(dataDir, BOOTSTRAP_FILE), 'utf8')) as Partial<BootstrapFile>;
    return typeof parsed.port === 'number' && typeof parsed.token === 'string'
      ? { port: parsed.port, token: parsed.token }
      : null;
  } catch {
    return null;
  }
}

export type AdminBootstrap = ReturnType<typeof createAdminBootstrap>;
