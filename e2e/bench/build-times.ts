import path from 'node:path';
import { federatedPackages, pnpm, root } from '@petpal/platform/ensure';

/** Wall time of each package's production build script, built alone (as a team deploying one remote would). */
export function measureBuildTimes(): Record<string, number> {
  const times: Record<string, number> = {};
  for (const name of federatedPackages) {
    const started = performance.now();
    pnpm(['run', 'build'], { cwd: path.join(root, name), stdio: 'ignore' });
    times[name] = Math.round(performance.now() - started);
  }
  return times;
}
