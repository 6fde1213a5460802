// One way to bundle a prerender program for Node: packages' ESM entries (styled-components' CommonJS default
// export does not interoperate), production React, and `?raw` imports as the rspack preset gives them.
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';

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

/**
 * Bundles `entry` into a CommonJS program in a temporary folder and returns its path.
 * @param {string} entry
 * @param {Record<string, string>} [alias] module names mapped to files (a remote's first screens)
 */
export async function bundleForNode(entry, alias = {}) {
  const outfile = path.join(mkdtempSync(path.join(tmpdir(), 'petpal-prerender-')), 'prerender.cjs');
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    mainFields: ['module', 'main'],
    format: 'cjs',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
    alias,
    plugins: [rawText],
  });
  return outfile;
}
