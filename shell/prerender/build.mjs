// Prerenders the landing page into dist/index.html after `rspack build`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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
const dist = path.join(import.meta.dirname, '../dist');
try {
  execFileSync(process.execPath, [outfile, path.join(dist, 'index.html')], { stdio: 'inherit' });
} catch (error) {
  // A build whose prerender failed is no build: without its manifest the next `ensureBuilt` builds it again
  // instead of taking rspack's output as up to date.
  rmSync(path.join(dist, 'mf-manifest.json'), { force: true });
  throw error;
}
