import { z } from 'zod';
import type { RemoteName } from './launch';
import { remoteUrlVariable, remotes } from './remotes.mjs';

const Port = z.coerce.number().int().min(1).max(65535).default(8080);
const ManifestUrl = z.url().optional();

/** `npm start`'s environment: PORT, and REMOTE_<NAME>_URL for each remote deployed elsewhere (README, "Deploy"). */
export function serveEnv(env: NodeJS.ProcessEnv): { port: number; remoteUrls: Partial<Record<RemoteName, string>> } {
  const remoteUrls: Partial<Record<RemoteName, string>> = {};
  for (const remote of remotes) {
    const variable = remoteUrlVariable(remote);
    const url = ManifestUrl.safeParse(env[variable]);
    if (!url.success) throw new Error(`${variable} is not a URL: ${JSON.stringify(env[variable])}`);
    if (url.data) remoteUrls[remote.federationName] = url.data;
  }
  return { port: Port.parse(env.PORT), remoteUrls };
}
