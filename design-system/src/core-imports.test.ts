// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A remote bundles the design system's modules itself, but `@petpal/design-system/core` is the page's one shared
// copy (decision 076). A module outside core that imported a core module by a relative path would give the remote
// a second copy of it: a second toast queue, session atom or ApiError class. Only these stateless helpers may be.
const statelessHelpers = [
  'Badge/CountBadge.tsx',
  'Button/index.ts',
  'internal/IconButton.tsx',
  'Spinner/SpinnerGlyph.tsx',
  'platform/location/current-point.ts',
  'platform/location/location-storage.ts',
  'platform/location/runs.ts',
];

const src = import.meta.dirname;
function resolve(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ending) => base + ending)
    .find((file) => existsSync(file) && statSync(file).isFile());
}
/** The modules a file imports at run time by a relative path (type-only imports are erased). */
function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:import|export)\s+(type\s+)?[^'";]*?from\s+'(\.[^']+)'/g)]
    .filter((match) => !match[1])
    .map((match) => resolve(file, match[2]!))
    .filter((target): target is string => target !== undefined);
}
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-utils' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('the shared core (decision 076)', () => {
  it('is reached from the rest of the design system only through @petpal/design-system/core', () => {
    const core = new Set<string>();
    const pending = [path.join(src, 'core.ts')];
    while (pending.length > 0) {
      const file = pending.pop()!;
      if (core.has(file)) continue;
      core.add(file);
      pending.push(...relativeImports(file));
    }
    expect(core.has(path.join(src, 'Toast/ToastProvider.tsx'))).toBe(true);
    const reached = sources(src)
      .filter((file) => !core.has(file))
      .flatMap((file) =>
        relativeImports(file)
          .filter((target) => core.has(target) && !statelessHelpers.includes(path.relative(src, target)))
          .map((target) => `${path.relative(src, file)} -> ${path.relative(src, target)}`),
      );
    expect(reached).toEqual([]);
  });
});
