import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openEmbeddedPort } from '../../data/embedded';
import { ADMINS_COLLECTION, type AdminDoc } from './admins.repository';
import { parseCreateAdminArgs } from './create-admin.args';

const apiRoot = fileURLToPath(new URL('../../..', import.meta.url));
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function runCli(args: string[], dataDir: string) {
  return spawnSync(join(apiRoot, 'node_modules/.bin/tsx'), ['src/auth/admin/create-admin.ts', ...args], {
    cwd: apiRoot,
    env: { ...process.env, DATA_DIR: dataDir, MONGODB_URI: '', MONGODB_DB: 'petpal', NODE_ENV: 'development' },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('admin:create arguments', () => {
  it('reads --email and --password, ignoring the -- npm passes along', () => {
    expect(parseCreateAdminArgs(['--', '--email', ' Root@PetPal.example', '--password', 'twelve-chars'])).toEqual({
      email: 'root@petpal.example',
      password: 'twelve-chars',
    });
  });

  it('refuses short passwords, bad emails, missing and unknown options', () => {
    expect(parseCreateAdminArgs(['--email', 'a@b.co', '--password', 'eleven-char'])).toEqual({
      error: 'Admin passwords must be at least 12 characters.',
    });
    expect(parseCreateAdminArgs(['--email', 'nope', '--password', 'twelve-chars'])).toEqual({
      error: '--email must be an email address',
    });
    expect(parseCreateAdminArgs(['--email', 'a@b.co'])).toEqual({ error: '--password is required' });
    expect(parseCreateAdminArgs(['--email', 'a@b.co', '--password', 'twelve-chars', '--role', 'x'])).toHaveProperty(
      'error',
    );
  });
});

describe('create-admin.ts', () => {
  it('stores the admin with an argon2id hash, prints neither password nor hash, refuses short passwords', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'petpal-admin-cli-'));
    dirs.push(dataDir);
    const short = runCli(['--email', 'root@petpal.example', '--password', 'too-short'], dataDir);
    expect(short.status).toBe(1);
    expect(short.stderr).toContain('Admin passwords must be at least 12 characters.');

    const created = runCli(['--', '--email', 'Root@PetPal.example', '--password', 'a-long-admin-passphrase'], dataDir);
    expect(created.status).toBe(0);
    expect(created.stdout).toContain('admin created');
    expect(`${created.stdout}${created.stderr}`).not.toMatch(/a-long-admin-passphrase|argon2/);

    const again = runCli(['--email', 'root@petpal.example', '--password', 'another-long-passphrase'], dataDir);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('An admin with this email already exists.');

    const db = await openEmbeddedPort({ dataDir, dbName: 'petpal', ttlSweepMs: 0 });
    try {
      const admins = await db.collection<AdminDoc>(ADMINS_COLLECTION).find({}).toArray();
      expect(admins).toHaveLength(1);
      expect(admins[0]?.email).toBe('root@petpal.example');
      expect(admins[0]?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await db.collection('users').countDocuments()).toBe(0);
    } finally {
      await db.close();
    }
  }, 60_000);
});
