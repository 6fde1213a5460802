import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const htmlType = 'text/html; charset=utf-8';
const types: Record<string, string> = {
  '.html': htmlType,
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.map']);
const hashedAsset = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Handler = (request: IncomingMessage, response: ServerResponse) => boolean | Promise<boolean>;

export interface StaticServerOptions {
  root: string;
  port: number;
  host?: string;
  /** Serve index.html for paths that are not files (the shell's client-side routes). */
  spa?: boolean;
  /** Allow any origin to fetch the files (remotes are loaded by the shell from another origin). */
  cors?: boolean;
  /** Runs first; returns true when it answered the request. */
  handle?: Handler;
  /** Pages made in memory for paths that are not files, before the SPA fallback (prerendered first screens). */
  pages?: PageSource;
  headers?: Record<string, string>;
}

/**
 * An HTML page for a path and a version that changes whenever its text does (the ETag); `varyCookie` when its text
 * depends on the visitor's cookies (a guest's page drawn with the API's answers): it is then private to the browser.
 */
export interface MemoryPage {
  html: string;
  version: string;
  varyCookie?: boolean;
}

/** The page for a path, or null. */
export type PageSource = (urlPath: string, request: IncomingMessage) => MemoryPage | null | Promise<MemoryPage | null>;

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

interface Encoded {
  mtimeMs: number;
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** The build's own compressed copy of a file (`main.js.br`), when it is at least as new as the file. */
async function readFresh(copy: string, mtimeMs: number): Promise<Buffer | null> {
  const info = await stat(copy).catch(() => null);
  return info && info.mtimeMs >= mtimeMs ? readFile(copy) : null;
}

/**
 * Serves a build folder: manifests and HTML revalidate on every load (no-cache + ETag), hashed assets are
 * immutable for a year, text is sent compressed: the build's copies (`.br`, `.gz`, decision 070) or, for a
 * folder built without them, compressed once here; either is kept in memory.
 */
export async function startStaticServer(options: StaticServerOptions): Promise<RunningServer> {
  const root = path.resolve(options.root);
  const cache = new Map<string, Encoded>();

  async function encoded(file: string, mtimeMs: number): Promise<Encoded> {
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === mtimeMs) return hit;
    const raw = await readFile(file);
    const [br, gz] = await Promise.all([
      readFresh(`${file}.br`, mtimeMs).then(
        (copy) => copy ?? brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      ),
      readFresh(`${file}.gz`, mtimeMs).then((copy) => copy ?? gzipAsync(raw, { level: 9 })),
    ]);
    const entry = { mtimeMs, raw, br, gzip: gz };
    cache.set(file, entry);
    return entry;
  }

  async function resolveFile(urlPath: string): Promise<{ file: string; mtimeMs: number; size: number } | null> {
    const file = path.join(root, path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(root)) return null;
    try {
      const info = await stat(file);
      if (info.isFile()) return { file, mtimeMs: info.mtimeMs, size: info.size };
    } catch {
      // not a file
    }
    return null;
  }

  /** A page from `options.pages`, compressed once per version and kept (one entry per path). */
  const pageCache = new Map<string, { version: string; body: Encoded }>();
  async function encodedPage(urlPath: string, page: MemoryPage): Promise<Encoded> {
    const hit = pageCache.get(urlPath);
    if (hit?.version === page.version) return hit.body;
    const raw = Buffer.from(page.html);
    const [br, gz] = await Promise.all([
      brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzipAsync(raw, { level: 9 }),
    ]);
    const body = { mtimeMs: 0, raw, br, gzip: gz };
    pageCache.set(urlPath, { version: page.version, body });
    return body;
  }

  function headersFor(request: IncomingMessage, response: ServerResponse, type: string, cache: string, etag: string) {
    response.setHeader('Content-Type', type);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Cache-Control', cache);
    response.setHeader('ETag', etag);
    if (request.headers['if-none-match'] !== etag) return false;
    response.statusCode = 304;
    response.end();
    return true;
  }

  async function servePage(request: IncomingMessage, response: ServerResponse, urlPath: string, page: MemoryPage) {
    const cache = page.varyCookie ? 'private, no-cache' : 'no-cache';
    if (page.varyCookie) response.setHeader('Vary', 'Accept-Encoding, Cookie');
    if (headersFor(request, response, htmlType, cache, `"page-${page.version}"`)) return;
    sendEncoded(request, response, await encodedPage(urlPath, page));
  }

  async function serveFile(
    request: IncomingMessage,
    response: ServerResponse,
    found: { file: string; mtimeMs: number; size: number },
  ) {
    const extension = path.extname(found.file);
    const etag = `"${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}"`;
    const cache = hashedAsset.test(path.basename(found.file)) ? 'public, max-age=31536000, immutable' : 'no-cache';
    if (headersFor(request, response, types[extension] ?? 'application/octet-stream', cache, etag)) return;
    if (!compressible.has(extension)) {
      response.setHeader('Content-Length', found.size);
      if (request.method === 'HEAD') return void response.end();
      createReadStream(found.file).pipe(response);
      return;
    }
    sendEncoded(request, response, await encoded(found.file, found.mtimeMs));
  }

  function sendEncoded(request: IncomingMessage, response: ServerResponse, body: Encoded) {
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const [encoding, bytes] = accepts.includes('br')
      ? ['br', body.br]
      : accepts.includes('gzip')
        ? ['gzip', body.gzip]
        : [null, body.raw];
    if (!response.hasHeader('Vary')) response.setHeader('Vary', 'Accept-Encoding');
    if (encoding) response.setHeader('Content-Encoding', encoding);
    response.setHeader('Content-Length', bytes.length);
    response.end(request.method === 'HEAD' ? undefined : bytes);
  }

  async function listener(request: IncomingMessage, response: ServerResponse) {
    for (const [name, value] of Object.entries(options.headers ?? {})) response.setHeader(name, value);
    if (options.cors) {
      response.setHeader('Access-Control-Allow-Origin', '*');
      if (request.method === 'OPTIONS') {
        response.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
        response.statusCode = 204;
        return void response.end();
      }
    }
    if (options.handle && (await options.handle(request, response))) return;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.statusCode = 405;
      return void response.end();
    }
    const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = await resolveFile(urlPath);
    const page = !file && options.pages ? await options.pages(urlPath, request) : null;
    if (page) return servePage(request, response, urlPath, page);
    const found = file ?? (options.spa && !path.extname(urlPath) ? await resolveFile('/index.html') : null);
    if (!found) {
      response.statusCode = 404;
      response.setHeader('Content-Type', 'text/plain; charset=utf-8');
      return void response.end('Not found');
    }
    await serveFile(request, response, found);
  }

  const server: Server = createServer((request, response) => {
    listener(request, response).catch((error: unknown) => {
      console.error('[static]', error);
      if (!response.headersSent) response.statusCode = 500;
      response.end();
    });
  });
  // A client reuses an idle kept-alive socket; Node closes one after 5 s of quiet, and a request sent on it at that
  // moment is cut (ECONNRESET: seen from Playwright's request context on a busy machine). Idle sockets are kept
  // longer than clients keep theirs, so the client is the side that closes them.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const host = options.host ?? '0.0.0.0';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  return {
    url: `http://localhost:${options.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
