// Prerenders the landing page into dist/index.html, and the frame every remote's first screen is served in
// (dist/frame.html, decision 090), after `rspack build`.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { bundleForNode } from './esbuild-node.mjs';

const program = await bundleForNode(path.join(import.meta.dirname, 'prerender-landing.tsx'));
const dist = path.join(import.meta.dirname, '../dist');
try {
  execFileSync(process.execPath, [program, path.join(dist, 'index.html'), path.join(dist, 'frame.html')], {
    stdio: 'inherit',
  });
} catch (error) {
  // A build whose prerender failed is no build: without its manifest the next `ensureBuilt` builds it again
  // instead of taking rspack's output as up to date.
  rmSync(path.join(dist, 'mf-manifest.json'), { force: true });
  throw error;
}
