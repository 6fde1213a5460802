import { once } from 'node:events';
import {
  createServer,
  get,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiProxy } from './api-proxy';

/** The API's side of one stream: what it was asked, and a way to send more or notice the end. */
interface UpstreamStream {
  headers: IncomingHttpHeaders;
  response: ServerResponse;
  closed: Promise<unknown>;
}

let api: Server;
let shell: Server;
let streams: UpstreamStream[];
let waiting: Array<(stream: UpstreamStream) => void>;

async function listen(server: Server): Promise<number> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

/** The next stream the API receives. */
const nextStream = () => new Promise<UpstreamStream>((resolve) => waiting.push(resolve));

/** Reads the proxied response chunk by chunk. */
function chunksOf(response: IncomingMessage) {
  const chunks: string[] = [];
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => chunks.push(chunk));
  return {
    text: () => chunks.join(''),
    /** Until the text arrives; a text that never comes fails the test at its timeout. */
    async waitFor(expected: string) {
      while (!chunks.join('').includes(expected)) await once(response, 'data');
    },
  };
}

beforeEach(async () => {
  streams = [];
  waiting = [];
  api = createServer((request, response) => {
    const stream = { headers: request.headers, response, closed: once(response, 'close') };
    streams.push(stream);
    waiting.shift()?.(stream);
  });
  const apiPort = await listen(api);
  const proxy = apiProxy(`http://127.0.0.1:${apiPort}`);
  shell = createServer((request, response) => {
    if (!proxy(request, response)) response.writeHead(404).end();
  });
  await listen(shell);
});

afterEach(async () => {
  api.closeAllConnections();
  shell.closeAllConnections();
  await Promise.all([new Promise((resolve) => api.close(resolve)), new Promise((resolve) => shell.close(resolve))]);
});

function openStream(headers: Record<string, string> = {}) {
  const { port } = shell.address() as AddressInfo;
  const request = get({ host: '127.0.0.1', port, path: '/api/notifications/stream', headers });
  return { request, response: once(request, 'response').then(([response]) => response as IncomingMessage) };
}

describe('the /api proxy and Server-Sent Events', () => {
  it('passes Last-Event-ID and the cookie on, and each event through as soon as the API sends it', async () => {
    const upstream = nextStream();
    const client = openStream({ 'Last-Event-ID': '65a000000000000000000001', Cookie: 'petpal_session=abc' });
    const stream = await upstream;
    expect(stream.headers['last-event-id']).toBe('65a000000000000000000001');
    expect(stream.headers.cookie).toBe('petpal_session=abc');

    stream.response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache, no-transform' });
    stream.response.write('retry: 3000\n\n');
    const response = await client.response;
    expect(response.headers['content-type']).toBe('text/event-stream');
    const body = chunksOf(response);
    await body.waitFor('retry: 3000\n\n');

    stream.response.write('event: unread\nid: 0\ndata: {"unreadCount":1}\n\n');
    await body.waitFor('data: {"unreadCount":1}\n\n');
    client.request.destroy();
  });

  it('sends the headers on before the first event, so the browser’s EventSource opens at once', async () => {
    const upstream = nextStream();
    const client = openStream();
    const stream = await upstream;
    stream.response.writeHead(200, { 'Content-Type': 'text/event-stream' });
    stream.response.flushHeaders();
    // No event is written: the response (its headers) arrives only because the proxy flushed them.
    const response = await client.response;
    expect(response.statusCode).toBe(200);
    client.request.destroy();
  });

  it('ends the API’s stream when the browser goes away', async () => {
    const upstream = nextStream();
    const client = openStream();
    const stream = await upstream;
    stream.response.writeHead(200, { 'Content-Type': 'text/event-stream' });
    stream.response.write(': keep-alive\n\n');
    await chunksOf(await client.response).waitFor(': keep-alive');

    client.request.destroy();
    await stream.closed;
  });
});

describe('the /api proxy and a kept-alive connection the API drops', () => {
  /** An API that answers the first request on each connection and drops the connection at the second. */
  async function droppingApi() {
    const seen: string[] = [];
    const server = createServer((request, response) => {
      seen.push(`${request.method} ${request.url}`);
      const socket = request.socket as typeof request.socket & { served?: number };
      socket.served = (socket.served ?? 0) + 1;
      if (socket.served > 1) {
        socket.destroy();
        return;
      }
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
    });
    const port = await listen(server);
    return { server, seen, proxy: apiProxy(`http://127.0.0.1:${port}`) };
  }

  async function through(proxy: ReturnType<typeof apiProxy>, method: string, path: string) {
    const front = createServer((request, response) => {
      if (!proxy(request, response)) response.writeHead(404).end();
    });
    const port = await listen(front);
    const answer = await fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      body: method === 'POST' ? '{}' : undefined,
    });
    const result = { status: answer.status, body: await answer.text() };
    front.closeAllConnections();
    await new Promise((resolve) => front.close(resolve));
    return result;
  }

  it('asks again once on a fresh connection when a read was dropped', async () => {
    const { server, seen, proxy } = await droppingApi();
    expect((await through(proxy, 'GET', '/api/first')).status).toBe(200);
    const second = await through(proxy, 'GET', '/api/second');
    expect(second).toEqual({ status: 200, body: '{"ok":true}' });
    expect(seen).toEqual(['GET /api/first', 'GET /api/second', 'GET /api/second']);
    server.closeAllConnections();
    server.close();
  });

  it('never sends a write twice: a dropped POST answers 502', async () => {
    const { server, seen, proxy } = await droppingApi();
    expect((await through(proxy, 'GET', '/api/first')).status).toBe(200);
    const write = await through(proxy, 'POST', '/api/orders');
    expect(write.status).toBe(502);
    expect(JSON.parse(write.body)).toMatchObject({ error: { code: 'api_unavailable' } });
    expect(seen.filter((line) => line.startsWith('POST'))).toEqual(['POST /api/orders']);
    server.closeAllConnections();
    server.close();
  });
});
