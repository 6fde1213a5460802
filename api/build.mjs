// `pnpm --filter @petpal/api build`: the API and its CLIs compiled ahead into dist/, run with plain node
// (decision 060). Our code and @petpal/contracts (TypeScript source, hence a dev dependency) are bundled;
// every runtime dependency stays an import resolved from node_modules, so native and optional modules
// (@node-rs/argon2, mongodb's optional peers) load as their packages intend.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const apiRoot = import.meta.dirname;
const { dependencies } = JSON.parse(readFileSync(path.join(apiRoot, 'package.json'), 'utf8'));

/** dist/<name>.js for each program; the names are what package.json's scripts run. */
export const entryPoints = {
  server: 'src/server.ts',
  seed: 'src/seed/cli.ts',
  'ledger-check': 'src/ledger/cli.ts',
  'admin-create': 'src/auth/admin/create-admin.ts',
};

const outdir = path.join(apiRoot, 'dist');
rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: apiRoot,
  entryPoints,
  outdir,
  bundle: true,
  splitting: true,
  // Flat, like src/env.ts beside src/: env.ts finds package.json and data/ one directory up from itself.
  chunkNames: '[name]-[hash]',
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  external: Object.keys(dependencies),
  sourcemap: 'linked',
  logLevel: 'warning',
});
