import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { GuestScreenRenderer } from './guest-screens';
import { inlineJson } from './inline-json';
import type { PageSource } from './static-server';

/** One entry of a remote's dist/first-screens.json (shell/prerender/render-first-screens.tsx). */
export interface PrerenderedScreen {
  path: string;
  html: string;
  styles: string;
  /** The API addresses (GET, this origin) the screen asks first: preloaded with the page (decision 102). */
  requests?: string[];
}

export interface PrerenderedArea {
  /** The area's application name (mfe_vet): its container in the page is `area-<name>` (containers.ts). */
  name: string;
  /** Its build's dist/first-screens.json on this machine (none for a remote deployed elsewhere). */
  firstScreensFile: string;
  /**
   * Its build's dist/first-screens.server.cjs and folder name: a guest's first screen is drawn with the API's first
   * answers from it (decision 113). Without it every visitor gets the build's screen.
   */
  withAnswers?: { serverModule: string; remote: string };
}

/** The session cookie's name (api/src/auth/sessions/session-cookie.ts): a request with it is not a guest's. */
export const SESSION_COOKIE = 'petpal_session';

/** The script element the shell's query client takes the first answers from (shell/src/composition/first-answers.ts). */
export const FIRST_ANSWERS_ID = 'petpal-first-answers';

const hasSessionCookie = (request: IncomingMessage) =>
  String(request.headers.cookie ?? '')
    .split(';')
    .some((pair) => pair.trim().startsWith(`${SESSION_COOKIE}=`));

/** A file's contents, read again only when it changes; null while it does not exist. */
function fileReader<T>(parse: (text: string) => T) {
  const cache = new Map<string, { mtimeMs: number; value: T }>();
  return (file: string): { mtimeMs: number; value: T } | null => {
    try {
      const { mtimeMs } = statSync(file);
      const hit = cache.get(file);
      if (hit?.mtimeMs === mtimeMs) return hit;
      const entry = { mtimeMs, value: parse(readFileSync(file, 'utf8')) };
      cache.set(file, entry);
      return entry;
    } catch {
      return null;
    }
  };
}

/** A remote's dist/first-screens.json, read again after a rebuild. */
const readScreens = fileReader((text) => JSON.parse(text) as PrerenderedScreen[]);

const attribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * Preloads of the screen's first API answers, with the attributes `apiFetch`'s request has (`credentials:
 * 'include'` is `crossorigin=use-credentials`), so the browser uses the preloaded answer instead of asking again.
 */
const requestPreloads = (requests: readonly string[] = []) =>
  requests
    .filter((url) => url.startsWith('/api/'))
    .map((url) => `<link rel="preload" href="${attribute(url)}" as="fetch" crossorigin="use-credentials">`)
    .join('');

const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** The frame's markers (shell/prerender/prerender-landing.tsx writes frame.html around an empty page area). */
const headEnd = '</head>';
const emptyPage = '<main id="page"></main>';

/**
 * A remote's first screen as the page's HTML (decision 090): the shell's frame (chrome prerendered as a guest
 * whose session is resolving) with the screen the remote's build prerendered in its area's container and its
 * styles in the head, so the page paints before any script runs; the remote replaces it when it mounts.
 * Only a path's bare address gets it: a query string (filters, a dialog's state) is state the prerender did not
 * know, so those addresses get the plain frame, as before.
 * A screen that asks the API first, requested by a guest (no session cookie), is drawn with the API's first answers
 * by `answers` (decision 113), which are handed to the shell's query client in a JSON script; when they do not come,
 * and for a signed-in visitor, the page has the build's loading-state screen. Those pages vary with the cookie.
 */
export function prerenderedPages(
  frameFile: string,
  areas: readonly PrerenderedArea[],
  answers?: GuestScreenRenderer,
): PageSource {
  const readFrame = fileReader((text) => text);
  return async (urlPath: string, request: IncomingMessage) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    if (new URL(request.url ?? '/', 'http://localhost').search) return null;
    const pathname = normalise(urlPath);
    for (const area of areas) {
      const screens = readScreens(area.firstScreensFile);
      const screen = screens?.value.find((candidate) => candidate.path === pathname);
      if (!screens || !screen) continue;
      const frame = readFrame(frameFile);
      if (!frame?.value.includes(emptyPage) || !frame.value.includes(headEnd)) return null;
      const asksApi = (screen.requests ?? []).length > 0;
      const drawn =
        asksApi && answers && area.withAnswers && !hasSessionCookie(request)
          ? await answers({ ...area.withAnswers, path: pathname })
          : null;
      const answerScript = drawn
        ? `<script type="application/json" id="${FIRST_ANSWERS_ID}">${inlineJson(drawn.state)}</script>`
        : '';
      const html = frame.value
        // Functions, so that a `$` in the markup is not read as a replacement pattern.
        .replace(
          headEnd,
          () => `${requestPreloads(screen.requests)}${drawn?.styles ?? screen.styles}${answerScript}${headEnd}`,
        )
        .replace(
          emptyPage,
          () =>
            `<main id="page"><div id="area-${area.name}" data-area="${area.name}">${drawn?.html ?? screen.html}</div></main>`,
        );
      const version = `${Math.floor(frame.mtimeMs).toString(16)}-${Math.floor(screens.mtimeMs).toString(16)}`;
      if (!asksApi) return { html, version };
      // The answers change without a build: the version is the page's own text.
      const digest = drawn ? `-${createHash('sha1').update(html).digest('hex').slice(0, 16)}` : '';
      return { html, version: `${version}${digest}`, varyCookie: true };
    }
    return null;
  };
}

/** How long a render at start may take: the worker's first one also loads the server module and Node's fetch. */
const WARM_UP_MS = 30_000;

/**
 * Draws every guest screen that asks the API once, before the first visitor comes (decision 113): a path's first
 * render in the worker loads the remote's server module, compiles its code and meets the API's first answers cold
 * (2-3 s on this machine, where a warm render takes 60-190 ms): a first guest would wait for it and then get the
 * loading-state screen, the render having missed the page's time limit. Settles when each render has come (or after
 * `WARM_UP_MS`).
 */
export async function warmGuestScreens(areas: readonly PrerenderedArea[], answers: GuestScreenRenderer): Promise<void> {
  const renders = areas.flatMap(({ firstScreensFile, withAnswers }) => {
    if (!withAnswers) return [];
    // A remote not built has nothing to draw.
    return (readScreens(firstScreensFile)?.value ?? [])
      .filter(({ requests }) => (requests ?? []).length > 0)
      .map(({ path }) => answers({ ...withAnswers, path, timeoutMs: WARM_UP_MS }));
  });
  await Promise.all(renders);
}
