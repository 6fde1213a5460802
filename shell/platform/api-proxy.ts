import { Agent, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Handler } from './static-server';

/** Forwards /api to the API process, so the API shares the shell's origin (first-party cookies). */
export function apiProxy(apiUrl: string): Handler {
  const target = new URL(apiUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  return (incoming: IncomingMessage, response: ServerResponse) => {
    const url = incoming.url ?? '/';
    if (!(url.startsWith('/api/') || url === '/api')) return false;
    const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const outgoing = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: url,
        agent,
        headers: {
          ...incoming.headers,
          'x-forwarded-for': forwardedFor,
          'x-forwarded-proto': 'http',
          'x-forwarded-host': incoming.headers.host ?? '',
        },
      },
      (upstream) => {
        response.writeHead(upstream.statusCode ?? 502, upstream.headers);
        // An event stream may stay silent for a while: send its headers now so the browser's EventSource opens.
        if (String(upstream.headers['content-type'] ?? '').startsWith('text/event-stream')) response.flushHeaders();
        // The API going away mid-response ends the browser's too (an EventSource then reconnects).
        upstream.on('error', () => response.destroy());
        upstream.pipe(response);
      },
    );
    // A browser that leaves mid-response (a closed tab's event stream) must not keep the API's stream open.
    response.on('close', () => {
      if (!response.writableFinished) outgoing.destroy();
    });
    outgoing.on('error', () => {
      if (response.destroyed) return;
      if (!response.headersSent) {
        response.writeHead(502, { 'Content-Type': 'application/json' });
      }
      response.end(
        JSON.stringify({
          error: { code: 'api_unavailable', message: 'The PetPal service is unavailable. Please try again.' },
        }),
      );
    });
    incoming.pipe(outgoing);
    return true;
  };
}
