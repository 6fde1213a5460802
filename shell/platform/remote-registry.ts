import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Handler } from './static-server';

export interface RemoteLocation {
  /** Federation name, e.g. mfe_vet. */
  name: string;
  port: number;
  /** Full manifest URL from the environment; wins over the port. */
  override?: string;
}

/** A remote's manifest URL for a request: its override, else the host name the browser used at its port. */
export function manifestUrl(remote: RemoteLocation, request: IncomingMessage): string {
  const hostname = new URL(`http://${request.headers.host ?? 'localhost'}`).hostname;
  return remote.override ?? `http://${hostname}:${remote.port}/mf-manifest.json`;
}

/**
 * GET /remotes.json: name -> manifest URL, read at run time by the shell. Without an override a remote is
 * reached on the host name the browser used, at the remote's own port.
 */
export function remoteRegistry(remotes: RemoteLocation[]): Handler {
  return (request: IncomingMessage, response: ServerResponse) => {
    if (new URL(request.url ?? '/', 'http://localhost').pathname !== '/remotes.json') return false;
    const registry = Object.fromEntries(remotes.map((remote) => [remote.name, manifestUrl(remote, request)]));
    response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
    response.end(JSON.stringify(registry));
    return true;
  };
}
