// Brotli and gzip copies of a production build's text files (`main.js.br`, `main.js.gz`), written once at build
// time, so a static server sends them as they are instead of compressing each file on its first request
// (decision 070). The platform's static server prefers them when they are as new as the file.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The text types worth compressing, as the static server sends them compressed. */
export const compressibleExtensions = ['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.map'];

/** Writes `file.br` (quality 11, the slowest and smallest: it runs once) and `file.gz` beside `file`. */
export async function precompressFile(file) {
  const raw = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
    gzipAsync(raw, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

/** An rspack plugin: after the build is written, each emitted text file gets its compressed copies. */
export class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const output = compilation.outputOptions.path;
      const files = Object.keys(compilation.assets).filter((name) =>
        compressibleExtensions.includes(path.extname(name)),
      );
      await Promise.all(files.map((name) => precompressFile(path.join(output, name))));
    });
  }
}
