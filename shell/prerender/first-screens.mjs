// A remote's build step (after `rspack build`, run in the remote's folder): renders the first screens its
// `src/app/first-screens.tsx` lists into dist/first-screens.json, which the platform's server puts inside the
// shell's frame for those paths (decision 090).
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { bundleForNode } from './esbuild-node.mjs';

const remoteDir = process.cwd();
const program = await bundleForNode(path.join(import.meta.dirname, 'render-first-screens.tsx'), {
  'petpal-first-screens': path.join(remoteDir, 'src/app/first-screens.tsx'),
});
const dist = path.join(remoteDir, 'dist');
try {
  execFileSync(process.execPath, [program, path.basename(remoteDir), path.join(dist, 'first-screens.json')], {
    stdio: 'inherit',
  });
} catch (error) {
  // As for the shell (build.mjs): a failed prerender leaves no manifest, so the next `ensureBuilt` builds again.
  rmSync(path.join(dist, 'mf-manifest.json'), { force: true });
  throw error;
}
