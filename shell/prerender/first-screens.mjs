// A remote's build step (after `rspack build`, run in the remote's folder): bundles its first screens
// (`src/app/first-screens.tsx`) with render-first-screens.tsx for Node into dist/first-screens.server.cjs, then runs
// it to write dist/first-screens.json, which the platform's server puts inside the shell's frame for those paths
// (decision 090). The server module stays beside it: the platform's server renders a guest's first screen with the
// API's first answers from it at request time (decision 113).
import { execFileSync } from 'node:child_process';
import { copyFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { bundleForNode } from './esbuild-node.mjs';

const remoteDir = process.cwd();
const dist = path.join(remoteDir, 'dist');
const serverModule = path.join(dist, 'first-screens.server.cjs');
try {
  const bundle = await bundleForNode(path.join(import.meta.dirname, 'render-first-screens.tsx'), {
    'petpal-first-screens': path.join(remoteDir, 'src/app/first-screens.tsx'),
  });
  copyFileSync(bundle, serverModule);
  const run =
    'require(process.argv[1]).prerender(process.argv[2], process.argv[3]).catch((error) => { console.error(error); process.exit(1); })';
  execFileSync(
    process.execPath,
    ['-e', run, serverModule, path.basename(remoteDir), path.join(dist, 'first-screens.json')],
    { stdio: 'inherit' },
  );
} catch (error) {
  // As for the shell (build.mjs): a failed prerender leaves no manifest, so the next `ensureBuilt` builds again.
  rmSync(path.join(dist, 'mf-manifest.json'), { force: true });
  rmSync(serverModule, { force: true });
  throw error;
}
