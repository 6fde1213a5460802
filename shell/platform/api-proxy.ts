import { Agent, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Handler } from './static-server';

/** Forwards /api to the API process, so the API shares the shell's origin (first-party cookies). */
export function apiProxy(apiUrl: string): Handler {
  const target = new URL(apiUrl);
  // An idle kept-alive socket is closed here after 2 s, before the API's own 5 s (Node's keepAliveTimeout) can
  // close it under a request just sent: that race answered writes with 502 on a busy machine. (The timeout
  // closes idle sockets only; a long response such as an event stream is not cut.)
  const agent = new Agent({ keepAlive: true, maxSockets: 256, timeout: 2_000 });
  return (incoming: IncomingMessage, response: ServerResponse) => {
    const url = incoming.url ?? '/';
    if (!(url.startsWith('/api/') || url === '/api')) return false;
    const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const headers = {
      ...incoming.headers,
      'x-forwarded-for': forwardedFor,
      'x-forwarded-proto': 'http',
      'x-forwarded-host': incoming.headers.host ?? '',
    };
    // Only a request that reads and carries no body can be sent again after the API dropped it.
    const replayable =
      readsOnly(incoming.method) && !incoming.headers['content-length'] && !incoming.headers['transfer-encoding'];
    let current: ReturnType<typeof httpRequest> | undefined;
    // A browser that leaves mid-response (a closed tab's event stream) must not keep the API's stream open.
    response.on('close', () => {
      if (!response.writableFinished) current?.destroy();
    });
    const send = (retried: boolean) => {
      const outgoing = httpRequest(
        { host: target.hostname, port: target.port, method: incoming.method, path: url, agent, headers },
        (upstream) => {
          response.writeHead(upstream.statusCode ?? 502, upstream.headers);
          // An event stream may stay silent for a while: send its headers now so the browser's EventSource opens.
          if (String(upstream.headers['content-type'] ?? '').startsWith('text/event-stream')) response.flushHeaders();
          // The API going away mid-response ends the browser's too (an EventSource then reconnects).
          upstream.on('error', () => response.destroy());
          upstream.pipe(response);
        },
      );
      current = outgoing;
      outgoing.on('error', (error: NodeJS.ErrnoException) => {
        if (response.destroyed) return;
        // A kept-alive socket the API closed just as this request left: ask once more on a fresh one, as a
        // browser does, when asking again cannot do anything twice (no body, a method that only reads).
        if (!retried && replayable && outgoing.reusedSocket && error.code === 'ECONNRESET') {
          send(true);
          return;
        }
        if (!response.headersSent) {
          response.writeHead(502, { 'Content-Type': 'application/json' });
        }
        response.end(
          JSON.stringify({
            error: { code: 'api_unavailable', message: 'The PetPal service is unavailable. Please try again.' },
          }),
        );
      });
      if (replayable) outgoing.end();
      else incoming.pipe(outgoing);
    };
    send(false);
    return true;
  };
}

/** Methods whose requests carry no body and change nothing, so a lost request may be sent again. */
function readsOnly(method: string | undefined) {
  return method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
}
