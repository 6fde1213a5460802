// Reads the zod/mini functions the browser code calls from the sources, for the test that holds
// shared-exports.mjs's `zodMiniExports` to them (decision 072): every frontend writes `import * as z from 'zod/mini'`
// (decision 007, ESLint), so `z.<name>` is every use.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..', '..');
/** Where browser code lives: the contracts, the design system, the shell and every remote. */
const sourceRoots = () => [
  path.join(root, 'api', 'contracts', 'src'),
  path.join(root, 'design-system', 'src'),
  path.join(root, 'shell', 'src'),
  ...readdirSync(root)
    .filter((name) => name.startsWith('mfe-'))
    .map((name) => path.join(root, name, 'src')),
];
/** zod/mini's type-only names (`z.infer<...>`): nothing to build. */
const typeOnly = new Set(['infer', 'input', 'output']);

function sourceFiles(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true, recursive: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Sorted names of the zod/mini exports the browser code uses at run time. */
export function zodMiniCalls() {
  const names = new Set();
  for (const file of sourceRoots().flatMap(sourceFiles)) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes("from 'zod/mini'")) continue;
    for (const [, name] of text.matchAll(/\bz\.([A-Za-z_$][\w$]*)/g))
      if (!typeOnly.has(name) && !/^Zod[A-Z]/.test(name)) names.add(name);
  }
  return [...names].sort();
}
