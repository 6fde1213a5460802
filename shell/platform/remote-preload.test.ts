// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { remotePreload } from './remote-preload';

const manifestFile = path.join(mkdtempSync(path.join(tmpdir(), 'preload-')), 'mf-manifest.json');
writeFileSync(
  manifestFile,
  JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      { name: 'upcoming-visits', assets: { js: { sync: ['__federation_expose_upcoming_visits.1.js'] } } },
      { name: 'lifecycles', assets: { js: { sync: ['369.0c.js', '__federation_expose_lifecycles.d9.js'] } } },
    ],
  }),
);

const vet = {
  routes: ['/services/book-a-vet', '/dashboard/vet-practice'],
  manifestUrl: (request: IncomingMessage) => `http://${request.headers.host!.split(':')[0]}:8082/mf-manifest.json`,
  manifestFile,
};

function page(url: string, accept = 'text/html,application/xhtml+xml', method = 'GET', remotes = [vet]) {
  const headers = new Map<string, string>();
  const request = { url, method, headers: { host: 'localhost:8080', accept } } as unknown as IncomingMessage;
  const response = {
    setHeader: (name: string, value: string) => headers.set(name, value),
  } as unknown as ServerResponse;
  const answered = remotePreload(remotes)(request, response);
  return { answered, link: headers.get('Link') };
}

describe("remotePreload: a page's remote files as Link preload headers", () => {
  it("lists the remote's manifest, entry and first screen for a page it owns, and leaves the answer to the files", () => {
    const { answered, link } = page('/services/book-a-vet?vet=7');
    expect(answered).toBe(false);
    expect(link?.split(', ')).toEqual([
      '<http://localhost:8082/mf-manifest.json>; rel=preload; as=fetch; crossorigin',
      '<http://localhost:8082/remoteEntry.js>; rel=preload; as=script',
      '<http://localhost:8082/369.0c.js>; rel=preload; as=script',
      '<http://localhost:8082/__federation_expose_lifecycles.d9.js>; rel=preload; as=script',
    ]);
    expect(page('/dashboard/vet-practice/hours').link).toContain('remoteEntry.js');
  });

  it("adds nothing to the shell's own pages, to files and API calls, or to a path that only starts alike", () => {
    expect(page('/about').link).toBeUndefined();
    expect(page('/services/book-a-vet-extra').link).toBeUndefined();
    expect(page('/services/book-a-vet', 'application/json').link).toBeUndefined();
    expect(page('/services/book-a-vet', 'text/html', 'POST').link).toBeUndefined();
  });

  it('preloads only the manifest of a remote whose build is not on this machine (deployed elsewhere)', () => {
    const elsewhere = [{ ...vet, manifestFile: '/nowhere/mf-manifest.json' }];
    expect(page('/services/book-a-vet', 'text/html', 'GET', elsewhere).link).toBe(
      '<http://localhost:8082/mf-manifest.json>; rel=preload; as=fetch; crossorigin',
    );
  });
});
