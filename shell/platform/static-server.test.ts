// @vitest-environment node
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer, type RunningServer } from './static-server';

const root = mkdtempSync(path.join(tmpdir(), 'static-'));
const script = 'export const answer = 42;\n'.repeat(50);
let server: RunningServer;

/** The body as sent (still compressed): node's fetch would decode it, so this reads the raw bytes. */
async function get(name: string, encoding: string) {
  const { request } = await import('node:http');
  return new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
    request(`${server.url}/${name}`, { headers: { 'accept-encoding': encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

beforeAll(async () => {
  // As the build leaves them (design-system/build/precompress.mjs); the brotli copy is a marker, so the test
  // sees which bytes the server sent.
  writeFileSync(path.join(root, 'built.js'), script);
  writeFileSync(path.join(root, 'built.js.br'), 'the build copy');
  writeFileSync(path.join(root, 'built.js.gz'), gzipSync(script));
  writeFileSync(path.join(root, 'plain.js'), script);
  writeFileSync(path.join(root, 'stale.js'), script);
  writeFileSync(path.join(root, 'stale.js.br'), 'an old copy');
  utimesSync(path.join(root, 'stale.js.br'), new Date(2000, 0, 1), new Date(2000, 0, 1));
  server = await startStaticServer({ root, port: 20_000 + Math.floor(Math.random() * 20_000) });
});
afterAll(() => server.close());

describe('startStaticServer: compressed text', () => {
  it("sends the build's own brotli copy as it is", async () => {
    const { encoding, body } = await get('built.js', 'br, gzip');
    expect(encoding).toBe('br');
    expect(body.toString()).toBe('the build copy');
  });

  it('compresses a file the build left without copies', async () => {
    const { encoding, body } = await get('plain.js', 'br');
    expect(encoding).toBe('br');
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('ignores a copy older than its file', async () => {
    const { body } = await get('stale.js', 'br');
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('sends the gzip copy to a browser without brotli, and the file itself to one without either', async () => {
    expect((await get('built.js', 'gzip')).encoding).toBe('gzip');
    const plain = await get('built.js', 'identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });
});

describe('startStaticServer: pages made in memory', () => {
  const pageRoot = mkdtempSync(path.join(tmpdir(), 'static-pages-'));
  let pageServer: RunningServer;
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  beforeAll(async () => {
    writeFileSync(path.join(pageRoot, 'index.html'), '<p>the app</p>');
    writeFileSync(path.join(pageRoot, 'real.txt'), 'a file');
    pageServer = await startStaticServer({
      root: pageRoot,
      port,
      spa: true,
      pages: (urlPath) =>
        urlPath.startsWith('/made')
          ? { html: `<p>made ${urlPath}</p>`, version: 'v1' }
          : urlPath === '/guest'
            ? { html: '<p>drawn with answers</p>', version: 'v2', varyCookie: true }
            : null,
    });
  });
  afterAll(() => pageServer.close());

  it('answers a page path with its HTML, compressed, revalidated by its version', async () => {
    const response = await fetch(`${pageServer.url}/made/here`, { headers: { 'accept-encoding': 'br' } });
    expect(await response.text()).toBe('<p>made /made/here</p>');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const etag = response.headers.get('etag') ?? '';
    expect(etag).toContain('v1');
    const again = await fetch(`${pageServer.url}/made/here`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('keeps a page that depends on the cookie private to the browser, varying with it, its 304 too', async () => {
    const response = await fetch(`${pageServer.url}/guest`);
    expect(await response.text()).toBe('<p>drawn with answers</p>');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    const again = await fetch(`${pageServer.url}/guest`, {
      headers: { 'if-none-match': response.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    expect((await fetch(`${pageServer.url}/made/here`)).headers.get('vary')).toBe('Accept-Encoding');
  });

  it('leaves files and other paths to the files and the SPA fallback', async () => {
    expect(await (await fetch(`${pageServer.url}/real.txt`)).text()).toBe('a file');
    expect(await (await fetch(`${pageServer.url}/elsewhere`)).text()).toBe('<p>the app</p>');
  });
});
