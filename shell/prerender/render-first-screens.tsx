// A remote's first screens (its `src/app/first-screens.tsx`, aliased `petpal-first-screens` by first-screens.mjs)
// rendered to HTML and styles. Bundled for Node into the remote's dist/first-screens.server.cjs, which serves twice:
// - at build time (`prerender`), as a guest whose session is still resolving and with no server data: whatever
//   depends on the session or the API renders as its loading state, which has the loaded content's size
//   (dist/first-screens.json, decision 090);
// - at request time for a guest (`renderWithAnswers`, decision 113): the same screen as a guest with the API's first
//   answers, and those answers dehydrated for the shell's query client, so the remote's first render is the same.
// The remote replaces this markup when it mounts.
import { writeFileSync } from 'node:fs';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { dehydrate, hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { ServerStyleSheet } from 'styled-components';
import { PlatformProviders, sessionUserAtom } from '@petpal/design-system';
// @ts-expect-error resolved by the bundler (first-screens.mjs)
import { firstScreens } from 'petpal-first-screens';
import type { PrerenderedScreen } from '../platform/prerendered-pages';

const screens = firstScreens as readonly { path: string; screen: ReactElement }[];
type Store = ReturnType<typeof createStore>;

/** The same tree the remote's lifecycles mount, around `screen` at `path`. */
function tree(remote: string, path: string, screen: ReactElement, store: Store, queryClient: QueryClient) {
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

const guestStore = () => {
  const store = createStore();
  store.set(sessionUserAtom, null);
  return store;
};

/** No retries on the server: a failed answer leaves its query pending, as the client's first render has it. */
const serverQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** The queries a render enabled that have no answer yet (the ones whose `queryFn` the client would run at mount). */
function enabledWithoutData(queryClient: QueryClient) {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      const { queryFn, enabled } = query.options as typeof query.options & { enabled?: unknown };
      if (typeof queryFn !== 'function' || query.state.status === 'success') return false;
      return !(enabled === false || (typeof enabled === 'function' && !enabled(query)));
    });
}

/** Runs `work` with `fetch` replaced (the query functions call the global `fetch` through apiFetch). */
async function withFetch<T>(replacement: typeof fetch, work: () => Promise<T>): Promise<T> {
  const realFetch = globalThis.fetch;
  globalThis.fetch = replacement;
  try {
    return await work();
  } finally {
    globalThis.fetch = realFetch;
  }
}

const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/**
 * The API requests the screen makes first for a guest (GET, on the page's origin): it is rendered once more with
 * the session resolved as a guest, and the query functions of the queries that render enables run against a
 * `fetch` that only records the address. The server preloads them with the page (decision 102), so the answer is
 * on its way while the scripts load instead of after them. A signed-in visitor's screen asks the same addresses
 * (public lists; the feed's answer follows the cookie the preload sends).
 */
async function firstRequests(remote: string, path: string, screen: ReactElement): Promise<string[]> {
  const queryClient = serverQueryClient();
  renderToString(tree(remote, path, screen, guestStore(), queryClient));
  const requests = new Set<string>();
  const recordOnly = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = urlOf(input);
    if ((init?.method ?? 'GET') === 'GET' && url.startsWith('/api/')) requests.add(url);
    return Promise.reject(new Error('prerender: no API at build time'));
  }) as typeof fetch;
  await withFetch(recordOnly, () =>
    Promise.all(enabledWithoutData(queryClient).map((query) => query.fetch().catch(() => undefined))),
  );
  return [...requests];
}

/** `renderToString` with the styles it used, as style tags the remote's own styled-components leaves alone. */
function renderWithStyles(element: ReactElement): { html: string; styles: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(element));
    // Not data-styled: the remote's own styled-components must not adopt these rules (see prerender-landing.tsx).
    const styles = sheet.getStyleTags().replaceAll('data-styled=', 'data-prerendered-styles=');
    return { html, styles };
  } finally {
    sheet.seal();
  }
}

const find = (path: string) => screens.find((candidate) => candidate.path === path);

/** A screen with its first answers: what the remote's first render draws for a guest once they are in. */
export interface ScreenWithAnswers {
  html: string;
  styles: string;
  /** The answers, as `dehydrate` gives them (successful queries only), for the shell's query client. */
  state: DehydratedState;
}

/** How many times an answer may enable further queries (a list asked once another has come). */
const maxRounds = 3;

/**
 * `path`'s screen as a guest's first client render draws it once the API's first answers are in (decision 113):
 * rendered as a guest, the queries it enables asked with `apiFetch` (GET `/api/...` only, sent to `apiOrigin`
 * without a cookie), again until no new query is enabled, then rendered from the successful answers alone (a
 * failed one stays pending, as on the client). Null when the path has no first screen or no answer came.
 */
export async function renderWithAnswers(
  remote: string,
  path: string,
  apiOrigin: string,
  signal: AbortSignal,
): Promise<ScreenWithAnswers | null> {
  const entry = find(path);
  if (!entry) return null;
  const store = guestStore();
  const queryClient = serverQueryClient();
  // The real one: the global is this function while the queries run.
  const { fetch: nodeFetch } = globalThis;
  const toApi = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = urlOf(input);
    if ((init?.method ?? 'GET') !== 'GET' || !url.startsWith('/api/'))
      return Promise.reject(new Error(`first answers: ${url} is not a GET of the API`));
    // The guest's request: only the Accept header, never a cookie (credentials mean nothing to Node's fetch).
    return nodeFetch(new URL(url, apiOrigin), { headers: { Accept: 'application/json' }, signal });
  }) as typeof fetch;
  for (let round = 0; round < maxRounds; round += 1) {
    renderToString(tree(remote, path, entry.screen, store, queryClient));
    const waiting = enabledWithoutData(queryClient).filter((query) => query.state.fetchFailureCount === 0);
    if (waiting.length === 0) break;
    await withFetch(toApi, () => Promise.all(waiting.map((query) => query.fetch().catch(() => undefined))));
    if (signal.aborted) return null;
  }
  const state = dehydrate(queryClient);
  if (state.queries.length === 0) return null;
  const answered = serverQueryClient();
  hydrate(answered, state);
  return { ...renderWithStyles(tree(remote, path, entry.screen, store, answered)), state };
}

/** Build time: every first screen as a visitor whose session is resolving, with no server data (decision 090). */
export async function prerender(remote: string, outFile: string): Promise<void> {
  const rendered: PrerenderedScreen[] = [];
  for (const { path, screen } of screens) {
    rendered.push({
      path,
      ...renderWithStyles(tree(remote, path, screen, createStore(), new QueryClient())),
      requests: await firstRequests(remote, path, screen),
    });
  }
  for (const { path, html } of rendered) {
    if (!/<h1[\s>]/.test(html)) throw new Error(`${remote}'s first screen at ${path} has no level-1 heading`);
  }
  writeFileSync(outFile, JSON.stringify(rendered));
  console.log(
    `prerendered ${rendered.map(({ path, requests }) => `${path} (preloads ${requests?.join(', ') || 'nothing'})`).join(', ')} into ${outFile}`,
  );
}
