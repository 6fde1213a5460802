import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Handler } from './static-server';

export interface RemoteLocation {
  /** Federation name, e.g. mfe_vet. */
  name: string;
  port: number;
  /** Full manifest URL from the environment; wins over the port. */
  override?: string;
}

/**
 * GET /remotes.json: name -> manifest URL, read at run time by the shell. Without an override a remote is
 * reached on the host name the browser used, at the remote's own port.
 */
export function remoteRegistry(remotes: RemoteLocation[]): Handler {
  return (request: IncomingMessage, response: ServerResponse) => {
    if (new URL(request.url ?? '/', 'http://localhost').pathname !== '/remotes.json') return false;
    const hostname = new URL(`http://${request.headers.host ?? 'localhost'}`).hostname;
    const registry = Object.fromEntries(
      remotes.map((remote) => [remote.name, remote.override ?? `http://${hostname}:${remote.port}/mf-manifest.json`]),
    );
    response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
    response.end(JSON.stringify(registry));
    return true;
  };
}
