// Prerenders the landing page into dist/index.html after `rspack build`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';

const outfile = path.join(mkdtempSync(path.join(tmpdir(), 'petpal-prerender-')), 'prerender.cjs');
await build({
  entryPoints: [path.join(import.meta.dirname, 'prerender-landing.tsx')],
  outfile,
  bundle: true,
  platform: 'node',
  mainFields: ['module', 'main'],
  format: 'cjs',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});
execFileSync(process.execPath, [outfile, path.join(import.meta.dirname, '../dist/index.html')], { stdio: 'inherit' });
