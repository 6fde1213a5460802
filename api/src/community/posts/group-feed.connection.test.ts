import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { openGetConnection } from './group-feed.connection';

let server: http.Server | null = null;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server answering each GET with `answer(n)` (n counts from 1), remembering what it was sent. */
async function serve(answer: (n: number, res: http.ServerResponse) => void) {
  const seen: Array<{ url: string | undefined; cookie: string | undefined; socket: unknown }> = [];
  server = http.createServer((req, res) => {
    seen.push({ url: req.url, cookie: req.headers.cookie, socket: req.socket });
    answer(seen.length, res);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { port: (server.address() as AddressInfo).port, seen };
}

describe("the group-feed bench's connection", () => {
  it('sends the same GET on one socket and resolves each answer once all of it is read', async () => {
    const body = JSON.stringify({ posts: 'x'.repeat(200_000) });
    const { port, seen } = await serve((n, res) => {
      res.writeHead(n === 2 ? 404 : 200, {
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(body),
      });
      // The big body in two writes, the second later: the answer is not complete before it.
      res.write(body.slice(0, 1000));
      setTimeout(() => res.end(body.slice(1000)), 20);
    });
    const connection = await openGetConnection(port, '/api/feed?x=1', 'petpal_session=abc');
    expect([await connection.get(), await connection.get(), await connection.get()]).toEqual([200, 404, 200]);
    connection.close();
    expect(seen.map((request) => [request.url, request.cookie])).toEqual(
      Array(3).fill(['/api/feed?x=1', 'petpal_session=abc']),
    );
    expect(new Set(seen.map((request) => request.socket)).size).toBe(1);
  });

  it('fails an answer without Content-Length, and a closed connection', async () => {
    const { port } = await serve((n, res) => {
      if (n === 1) {
        // Two writes before the end: node sends it chunked, without a Content-Length.
        res.write('chunked, ');
        return res.end('no length');
      }
      res.socket?.destroy();
    });
    const first = await openGetConnection(port, '/');
    await expect(first.get()).rejects.toThrow(/without Content-Length/);
    const second = await openGetConnection(port, '/');
    await expect(second.get()).rejects.toThrow(/closed/);
  });
});
