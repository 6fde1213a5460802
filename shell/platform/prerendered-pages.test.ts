// @vitest-environment node
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { prerenderedPages, warmGuestScreens, type PrerenderedScreen } from './prerendered-pages';

const dir = mkdtempSync(path.join(tmpdir(), 'prerendered-'));
const frameFile = path.join(dir, 'frame.html');
const screensFile = path.join(dir, 'first-screens.json');
const frame =
  '<html><head><style>chrome</style></head><body><div id="navbar">nav</div><main id="page"></main></body></html>';
const screens: PrerenderedScreen[] = [
  {
    path: '/merchandise',
    html: '<div data-remote="mfe-shop"><h1>Costs $& more</h1></div>',
    styles: '<style>a</style>',
  },
];
writeFileSync(frameFile, frame);
writeFileSync(screensFile, JSON.stringify(screens));

const pages = prerenderedPages(frameFile, [
  { name: 'mfe_shop', firstScreensFile: screensFile },
  { name: 'mfe_vet', firstScreensFile: path.join(dir, 'not-built.json') },
]);
const request = (url: string, method = 'GET') => ({ url, method, headers: {} }) as IncomingMessage;

describe('prerenderedPages', () => {
  it("puts the screen in its area's container inside the frame, and its styles in the head", async () => {
    const page = await pages('/merchandise', request('/merchandise'));
    expect(page?.html).toBe(
      '<html><head><style>chrome</style><style>a</style></head><body><div id="navbar">nav</div>' +
        '<main id="page"><div id="area-mfe_shop" data-area="mfe_shop">' +
        '<div data-remote="mfe-shop"><h1>Costs $& more</h1></div></div></main></body></html>',
    );
  });

  it("preloads the screen's first API answers with apiFetch's credentials, escaped, and nothing else", async () => {
    const withRequests = path.join(dir, 'with-requests.json');
    writeFileSync(
      withRequests,
      JSON.stringify([
        { ...screens[0], requests: ['/api/shop/products?shelf=merchandise&page=1', 'https://elsewhere.test/x'] },
      ]),
    );
    const page = await prerenderedPages(frameFile, [{ name: 'mfe_shop', firstScreensFile: withRequests }])(
      '/merchandise',
      request('/merchandise'),
    );
    expect(page?.html).toContain(
      '<style>chrome</style><link rel="preload" href="/api/shop/products?shelf=merchandise&amp;page=1" as="fetch" ' +
        'crossorigin="use-credentials"><style>a</style></head>',
    );
    expect(page?.html).not.toContain('elsewhere.test');
  });

  it('answers a trailing slash and HEAD alike', async () => {
    expect((await pages('/merchandise/', request('/merchandise/')))?.html).toContain('Costs');
    expect((await pages('/merchandise', request('/merchandise', 'HEAD')))?.html).toContain('Costs');
  });

  it('leaves a query string, another path and a remote without a build to the plain page', async () => {
    expect(await pages('/merchandise', request('/merchandise?category=toys'))).toBeNull();
    expect(await pages('/merchandise/42', request('/merchandise/42'))).toBeNull();
    expect(await pages('/services/book-a-vet', request('/services/book-a-vet'))).toBeNull();
    expect(await pages('/merchandise', request('/merchandise', 'POST'))).toBeNull();
  });

  it('reads a new build: the text and the version change', async () => {
    const before = await pages('/merchandise', request('/merchandise'));
    writeFileSync(screensFile, JSON.stringify([{ ...screens[0], html: '<h1>New</h1>' }]));
    const later = new Date(Date.now() + 5_000);
    utimesSync(screensFile, later, later);
    const after = await pages('/merchandise', request('/merchandise'));
    expect(after?.html).toContain('<h1>New</h1>');
    expect(after?.version).not.toBe(before?.version);
  });
});

describe("prerenderedPages: a guest's screen with its first answers (decision 113)", () => {
  const asking = path.join(dir, 'asking.json');
  writeFileSync(
    asking,
    JSON.stringify([
      { ...screens[0], requests: ['/api/shop/products?shelf=merchandise'] },
      { ...screens[0], path: '/quiet' },
    ]),
  );
  const post = 'Hi </script><script>alert(1)</script>';
  const asked: string[] = [];
  const answers = async ({
    path: at,
    remote,
    serverModule,
  }: {
    path: string;
    remote: string;
    serverModule: string;
  }) => {
    asked.push(`${serverModule} ${remote} ${at}`);
    return {
      html: `<h1>Toys</h1><p>${post.replaceAll('<', '&lt;')}</p>`,
      styles: '<style>b</style>',
      state: { queries: [{ post }] },
    };
  };
  const withAnswers = { serverModule: '/dist/first-screens.server.cjs', remote: 'mfe-shop' };
  const guestPages = prerenderedPages(
    frameFile,
    [{ name: 'mfe_shop', firstScreensFile: asking, withAnswers }],
    answers,
  );

  it("draws a guest's screen with the answers, hands them over in a script nothing in them can close, varies with the cookie", async () => {
    const page = await guestPages('/merchandise', request('/merchandise'));
    expect(asked).toContain('/dist/first-screens.server.cjs mfe-shop /merchandise');
    expect(page?.html).toContain('<div id="area-mfe_shop" data-area="mfe_shop"><h1>Toys</h1>');
    expect(page?.html).not.toContain('Costs');
    expect(page?.html).toContain('<style>b</style><script type="application/json" id="petpal-first-answers">');
    expect(page?.html).not.toContain('</script><script>alert');
    const json = /<script type="application\/json" id="petpal-first-answers">(.*?)<\/script>/.exec(page?.html ?? '');
    expect(JSON.parse(json?.[1] ?? '')).toEqual({ queries: [{ post }] });
    expect(page?.varyCookie).toBe(true);
  });

  it('gives a visitor with the session cookie the loading-state screen, without asking', async () => {
    asked.length = 0;
    const signedIn = {
      ...request('/merchandise'),
      headers: { cookie: 'theme=dark; petpal_session=abc' },
    } as IncomingMessage;
    const page = await guestPages('/merchandise', signedIn);
    expect(asked).toEqual([]);
    expect(page?.html).toContain('Costs');
    expect(page?.html).not.toContain('petpal-first-answers');
    expect(page?.varyCookie).toBe(true);
  });

  it("falls back to the build's screen when no answers come, and never asks for a screen that asks no API", async () => {
    const failing = prerenderedPages(
      frameFile,
      [{ name: 'mfe_shop', firstScreensFile: asking, withAnswers }],
      async () => null,
    );
    const page = await failing('/merchandise', request('/merchandise'));
    expect(page?.html).toContain('Costs');
    expect(page?.html).not.toContain('petpal-first-answers');
    asked.length = 0;
    const quiet = await guestPages('/quiet', request('/quiet'));
    expect(asked).toEqual([]);
    expect(quiet?.varyCookie).toBeUndefined();
  });

  it('gives a new version when the answers change', async () => {
    const first = await guestPages('/merchandise', request('/merchandise'));
    const other = prerenderedPages(
      frameFile,
      [{ name: 'mfe_shop', firstScreensFile: asking, withAnswers }],
      async () => ({
        html: '<h1>Other</h1>',
        styles: '',
        state: { queries: [] },
      }),
    );
    expect((await other('/merchandise', request('/merchandise')))?.version).not.toBe(first?.version);
  });

  it('draws each guest screen that asks the API once at start, and no other (the first guest meets a warm render)', async () => {
    const warmed: { path: string; timeoutMs?: number }[] = [];
    await warmGuestScreens(
      [
        { name: 'mfe_shop', firstScreensFile: asking, withAnswers },
        { name: 'mfe_vet', firstScreensFile: path.join(dir, 'not-built.json'), withAnswers },
        { name: 'mfe_auth', firstScreensFile: screensFile },
      ],
      async ({ path: at, timeoutMs }) => {
        warmed.push({ path: at, timeoutMs });
        return null;
      },
    );
    // Given longer than a page's 2.5 s: the worker's first render also loads the module and Node's fetch.
    expect(warmed).toEqual([{ path: '/merchandise', timeoutMs: expect.any(Number) }]);
    expect(warmed[0]?.timeoutMs).toBeGreaterThan(2_500);
  });
});
