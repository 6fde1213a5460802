// Runs before anything is installed, so it uses nothing but Node itself.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { remotes } from './remotes.mjs';

export const root = path.resolve(import.meta.dirname, '../..');
const pnpmVersion = '10.34.9';
export const federatedPackages = ['shell', ...remotes.map((remote) => remote.name)];

function log(message) {
  console.log(`[petpal] ${message}`);
}

/** pnpm from PATH when it is a version that works on Node 20 (10 or 12), else the pinned one through npx. */
export function pnpmCommand() {
  try {
    const version = execFileSync('pnpm', ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (/^(10|12)\./.test(version)) return ['pnpm'];
  } catch {
    // not installed: fall through to npx
  }
  return ['npx', '-y', `pnpm@${pnpmVersion}`];
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(`${[command, ...args].join(' ')} exited with ${result.status ?? result.signal}`);
  }
}

export function pnpm(args, options) {
  const [command, ...prefix] = pnpmCommand();
  run(command, [...prefix, ...args], options);
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export function ensureInstalled() {
  const marker = path.join(root, 'node_modules/.modules.yaml');
  const lockfile = path.join(root, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lockfile).mtimeMs) return;
  log('installing dependencies (pnpm)...');
  pnpm(['install', '--frozen-lockfile']);
}

/** Where `pnpm --filter @petpal/api build` writes a program (server, seed, ledger-check, admin-create). */
export function apiProgram(name) {
  return path.join(root, 'api/dist', `${name}.js`);
}

/**
 * The Node flags the API server runs with: those of api/package.json's `start` script, the one place they are
 * written (decision 092: a larger young generation, measured to halve scavenges under feed load).
 */
export function apiNodeFlags() {
  const manifest = JSON.parse(readFileSync(path.join(root, 'api/package.json'), 'utf8'));
  return manifest.scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
}

/** Compiles the API (decision 060) when its sources or the contracts changed since its last build. */
export function ensureApiBuilt() {
  const server = apiProgram('server');
  const sources = Math.max(
    ...['api/src', 'api/contracts/src', 'api/build.mjs', 'api/package.json'].map((p) =>
      newestMtime(path.join(root, p)),
    ),
  );
  if (existsSync(server) && sources <= statSync(server).mtimeMs) return;
  log('building api...');
  pnpm(['--filter', '@petpal/api', 'run', 'build']);
}

/** Builds the API, the shell and the remotes whose sources changed since their last build. */
export function ensureBuilt() {
  ensureApiBuilt();
  const shared = Math.max(
    newestMtime(path.join(root, 'design-system')),
    newestMtime(path.join(root, 'api/contracts/src')),
    // Every remote's rspack config reads its port and exposes from the one list.
    newestMtime(path.join(root, 'shell/platform/remotes.mjs')),
    // Every remote's build prerenders its first screens with it (decision 090).
    newestMtime(path.join(root, 'shell/prerender')),
  );
  const stale = federatedPackages.filter((name) => {
    const manifest = path.join(root, name, 'dist/mf-manifest.json');
    if (!existsSync(manifest)) return true;
    return Math.max(shared, newestMtime(path.join(root, name))) > statSync(manifest).mtimeMs;
  });
  if (stale.length === 0) return;
  log(`building ${stale.join(', ')}...`);
  pnpm(['--workspace-concurrency=2', ...stale.flatMap((name) => ['--filter', `./${name}`]), 'run', 'build']);
}

/** The built Storybook `npm start` serves (design-system/storybook-static). */
export const storybookDir = path.join(root, 'design-system/storybook-static');

/** Builds the design system's Storybook when it is missing or older than the stories it shows (every remote's). */
export function ensureStorybookBuilt() {
  const index = path.join(storybookDir, 'index.html');
  const sources = Math.max(
    newestMtime(path.join(root, 'design-system/src')),
    newestMtime(path.join(root, 'design-system/.storybook')),
    ...federatedPackages.map((name) => newestMtime(path.join(root, name, 'src'))),
  );
  if (existsSync(index) && sources <= statSync(index).mtimeMs) return;
  log('building Storybook...');
  pnpm(['--filter', '@petpal/design-system', 'run', 'build-storybook']);
}
