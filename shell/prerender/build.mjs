// Prerenders the landing page into dist/index.html after `rspack build`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';

const outfile = path.join(mkdtempSync(path.join(tmpdir(), 'petpal-prerender-')), 'prerender.cjs');

/** `import text from 'x.css?raw'` (the map's Leaflet stylesheet): the file's text, as the rspack preset and Vite give it. */
const rawText = {
  name: 'raw-text',
  setup(build) {
    build.onResolve({ filter: /\?raw$/ }, async (args) => {
      const file = await build.resolve(args.path.slice(0, -'?raw'.length), {
        kind: args.kind,
        resolveDir: args.resolveDir,
      });
      return file.errors.length > 0 ? { errors: file.errors } : { path: file.path, namespace: 'raw-text' };
    });
    build.onLoad({ filter: /.*/, namespace: 'raw-text' }, async (args) => ({
      contents: await readFile(args.path, 'utf8'),
      loader: 'text',
    }));
  },
};
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
  plugins: [rawText],
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
