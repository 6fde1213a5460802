import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openEmbeddedPort } from '../../data/embedded';
import { ADMINS_COLLECTION, type AdminDoc } from './admins.repository';
import { BOOTSTRAP_FILE, readBootstrapFile } from './admin-bootstrap';
import { parseCreateAdminArgs } from './create-admin.args';

const apiRoot = fileURLToPath(new URL('../../..', import.meta.url));
const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The API as `npm start` runs it, on the embedded engine in `dataDir`; resolves once it has written its token. */
async function startApi(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(join(apiRoot, 'node_modules/.bin/tsx'), ['src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      MONGODB_URI: '',
      MONGODB_DB: 'petpal',
      NODE_ENV: 'development',
      SEED: 'false',
      API_AREAS: 'auth',
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 150_000;
  while (!readBootstrapFile(dataDir)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the API did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return child;
}

function runCli(args: string[], dataDir: string) {
  return spawnSync(join(apiRoot, 'node_modules/.bin/tsx'), ['src/auth/admin/create-admin.ts', ...args], {
    cwd: apiRoot,
    env: { ...process.env, DATA_DIR: dataDir, MONGODB_URI: '', MONGODB_DB: 'petpal', NODE_ENV: 'development' },
    encoding: 'utf8',
    // Generous: the CLI compiles with tsx, slow on a busy machine (the whole suite runs beside it).
    timeout: 120_000,
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
  }, 360_000);
});

describe('create-admin.ts while the API runs on the same data directory', () => {
  it('asks the running API with its one-time loopback token; a used or wrong token is refused', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'petpal-admin-live-'));
    dirs.push(dataDir);
    const port = 9689;
    await startApi(dataDir, port);
    expect(statSync(join(dataDir, BOOTSTRAP_FILE)).mode & 0o777).toBe(0o600);
    const firstToken = readBootstrapFile(dataDir)!.token;

    const created = runCli(['--email', 'Root@PetPal.example', '--password', 'a-long-admin-passphrase'], dataDir);
    expect(created.stderr).toBe('');
    expect(created.status).toBe(0);
    expect(created.stdout).toContain('admin created');
    expect(`${created.stdout}${created.stderr}`).not.toMatch(/a-long-admin-passphrase|argon2/);

    const login = await fetch(`http://127.0.0.1:${port}/api/auth/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: `http://127.0.0.1:${port}` },
      body: JSON.stringify({ email: 'root@petpal.example', password: 'a-long-admin-passphrase' }),
    });
    expect(login.status).toBe(200);

    // The token was replaced: the old one, a made-up one and a proxied request are refused.
    expect(readBootstrapFile(dataDir)!.token).not.toBe(firstToken);
    const bootstrap = (token: string, headers: Record<string, string> = {}) =>
      fetch(`http://127.0.0.1:${port}/api/auth/admin/bootstrap`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: `http://127.0.0.1:${port}`, ...headers },
        body: JSON.stringify({ token, email: 'intruder@example.com', password: 'another-long-passphrase' }),
      });
    expect((await bootstrap(firstToken)).status).toBe(403);
    expect((await bootstrap('made-up-token')).status).toBe(403);
    const current = readBootstrapFile(dataDir)!.token;
    expect((await bootstrap(current, { 'X-Forwarded-For': '198.51.100.4' })).status).toBe(403);

    // A further admin needs the (new) token too: the CLI reads it again.
    const second = runCli(['--email', 'second@petpal.example', '--password', 'another-long-passphrase'], dataDir);
    expect(second.status).toBe(0);
    const duplicate = runCli(['--email', 'second@petpal.example', '--password', 'another-long-passphrase'], dataDir);
    expect(duplicate.status).toBe(1);
    expect(duplicate.stderr).toContain('An admin with this email already exists.');
    expect(readFileSync(join(dataDir, BOOTSTRAP_FILE), 'utf8')).not.toContain(current);
  }, 600_000);
});
