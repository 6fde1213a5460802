// Renders a remote's first screens (its `src/app/first-screens.tsx`, aliased `petpal-first-screens` by
// first-screens.mjs) to HTML and styles, as a guest whose session is still resolving and with no server data:
// whatever depends on the session or the API renders as its loading state, which has the loaded content's size.
// The remote replaces this markup when it mounts (decision 090).
import { writeFileSync } from 'node:fs';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { ServerStyleSheet } from 'styled-components';
import { PlatformProviders, sessionUserAtom } from '@petpal/design-system';
// @ts-expect-error resolved by the bundler (first-screens.mjs)
import { firstScreens } from 'petpal-first-screens';
import type { PrerenderedScreen } from '../platform/prerendered-pages';

const [remote, outFile] = process.argv.slice(2);
if (!remote || !outFile) throw new Error('usage: render-first-screens <remote folder name> <dist/first-screens.json>');

/** The same tree the remote's lifecycles mount, around `screen` at `path`. */
function tree(path: string, screen: ReactElement, store: ReturnType<typeof createStore>, queryClient: QueryClient) {
  // createLifecycles: the platform's providers around the app, whose router shows `screen` at `path` inside its
  // `data-remote` element.
  return (
    <PlatformProviders store={store} queryClient={queryClient}>
      <StaticRouter location={path}>
        {/* data-prerendered: the shell drops this markup if the area shows something else first (its fallback,
            another page) instead of mounting over it. */}
        <div data-remote={remote} data-prerendered={path}>
          {/* Its form controls wait for the remote (a disabled fieldset without a box of its own): text typed into
              this markup would be lost when the remote replaces it, and a form sent before the scripts run would
              put its fields (a password) in the address. Links work at once. */}
          <fieldset disabled style={{ display: 'contents' }}>
            {screen}
          </fieldset>
        </div>
      </StaticRouter>
    </PlatformProviders>
  );
}

/**
 * The API requests the screen makes first for a guest (GET, on the page's origin): it is rendered once more with
 * the session resolved as a guest, and the query functions of the queries that render enables run against a
 * `fetch` that only records the address. The server preloads them with the page (decision 102), so the answer is
 * on its way while the scripts load instead of after them. A signed-in visitor's screen asks the same addresses
 * (public lists; the feed's answer follows the cookie the preload sends).
 */
async function firstRequests(path: string, screen: ReactElement): Promise<string[]> {
  const store = createStore();
  store.set(sessionUserAtom, null);
  const queryClient = new QueryClient();
  renderToString(tree(path, screen, store, queryClient));
  const requests = new Set<string>();
  const realFetch = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if ((init?.method ?? 'GET') === 'GET' && url.startsWith('/api/')) requests.add(url);
    return Promise.reject(new Error('prerender: no API at build time'));
  }) as typeof fetch;
  try {
    for (const query of queryClient.getQueryCache().getAll()) {
      const { queryFn, enabled } = query.options as typeof query.options & { enabled?: unknown };
      if (typeof queryFn !== 'function') continue;
      if (enabled === false || (typeof enabled === 'function' && !enabled(query))) continue;
      await Promise.resolve()
        .then(() =>
          queryFn({
            queryKey: query.queryKey,
            signal: new AbortController().signal,
            meta: undefined,
            client: queryClient,
          } as never),
        )
        .catch(() => undefined);
    }
  } finally {
    globalThis.fetch = realFetch;
  }
  return [...requests];
}

async function render(path: string, screen: ReactElement): Promise<PrerenderedScreen> {
  const sheet = new ServerStyleSheet();
  try {
    // As a visitor whose session is still resolving, with no server data.
    const html = renderToString(sheet.collectStyles(tree(path, screen, createStore(), new QueryClient())));
    // Not data-styled: the remote's own styled-components must not adopt these rules (see prerender-landing.tsx).
    const styles = sheet.getStyleTags().replaceAll('data-styled=', 'data-prerendered-styles=');
    return { path, html, styles, requests: await firstRequests(path, screen) };
  } finally {
    sheet.seal();
  }
}

// The bundle is CommonJS (esbuild-node.mjs): no top-level await.
async function main() {
  const screens: PrerenderedScreen[] = [];
  for (const { path, screen } of firstScreens as readonly { path: string; screen: ReactElement }[]) {
    screens.push(await render(path, screen));
  }
  for (const { path, html } of screens) {
    if (!/<h1[\s>]/.test(html)) throw new Error(`${remote}'s first screen at ${path} has no level-1 heading`);
  }
  writeFileSync(outFile, JSON.stringify(screens));
  console.log(
    `prerendered ${screens.map(({ path, requests }) => `${path} (preloads ${requests.join(', ') || 'nothing'})`).join(', ')} into ${outFile}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
