import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Handler } from './static-server';

export interface PreloadedRemote {
  /** The paths it owns (remotes.mjs): a prefix claims itself and everything below it. */
  routes: readonly string[];
  /** The manifest URL /remotes.json gives for a request (the host name the browser used, or the override). */
  manifestUrl(request: IncomingMessage): string;
  /** Its build's mf-manifest.json on this machine, when the launcher serves it (not for an override). */
  manifestFile?: string;
}

interface Manifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { name: string; assets: { js: { sync: string[] } } }[];
}

const owns = (pathname: string, route: string) => pathname === route || pathname.startsWith(`${route}/`);

/** The manifest, read again only when its build changes. */
function manifestReader() {
  const cache = new Map<string, { mtimeMs: number; manifest: Manifest }>();
  return (file: string): Manifest | null => {
    try {
      const { mtimeMs } = statSync(file);
      const hit = cache.get(file);
      if (hit?.mtimeMs === mtimeMs) return hit.manifest;
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
      cache.set(file, { mtimeMs, manifest });
      return manifest;
    } catch {
      return null;
    }
  };
}

/**
 * The files a page's remote needs, as `Link: rel=preload` headers on the page itself: the browser fetches the
 * remote's manifest, entry and first screen (the `lifecycles` expose's own chunks) while it fetches the
 * shell's, instead of after them (decision 065). The attributes match the requests the federation runtime makes
 * (`fetch(manifest)`: CORS, no credentials; classic scripts without crossorigin), so each file is fetched once.
 */
export function remotePreload(remotes: readonly PreloadedRemote[]): Handler {
  const read = manifestReader();
  return (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'GET' || !request.headers.accept?.includes('text/html')) return false;
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const remote = remotes.find((candidate) => candidate.routes.some((route) => owns(pathname, route)));
    if (!remote) return false;
    const manifestUrl = remote.manifestUrl(request);
    const links = [`<${manifestUrl}>; rel=preload; as=fetch; crossorigin`];
    const manifest = remote.manifestFile ? read(remote.manifestFile) : null;
    if (manifest) {
      const base = new URL('.', manifestUrl);
      const { name, path } = manifest.metaData.remoteEntry;
      const first = manifest.exposes.find((expose) => expose.name === 'lifecycles')?.assets.js.sync ?? [];
      for (const file of [`${path}${name}`, ...first])
        links.push(`<${new URL(file, base).href}>; rel=preload; as=script`);
    }
    response.setHeader('Link', links.join(', '));
    return false;
  };
}
