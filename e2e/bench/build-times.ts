import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
export const federatedPackages = ['shell', 'mfe-auth', 'mfe-vet', 'mfe-care', 'mfe-notifications', 'mfe-community'];

/** Wall time of each package's production build, built alone (as a team deploying one remote would). */
export function measureBuildTimes(): Record<string, number> {
  const times: Record<string, number> = {};
  for (const name of federatedPackages) {
    const started = performance.now();
    execFileSync(path.join(root, name, 'node_modules/.bin/rspack'), ['build'], { cwd: path.join(root, name), stdio: 'ignore' });
    times[name] = Math.round(performance.now() - started);
  }
  return times;
}
