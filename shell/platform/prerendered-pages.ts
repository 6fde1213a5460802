import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
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
}

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
 */
export function prerenderedPages(frameFile: string, areas: readonly PrerenderedArea[]): PageSource {
  const readFrame = fileReader((text) => text);
  const readScreens = fileReader((text) => JSON.parse(text) as PrerenderedScreen[]);
  return (urlPath: string, request: IncomingMessage) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    if (new URL(request.url ?? '/', 'http://localhost').search) return null;
    const pathname = normalise(urlPath);
    for (const area of areas) {
      const screens = readScreens(area.firstScreensFile);
      const screen = screens?.value.find((candidate) => candidate.path === pathname);
      if (!screens || !screen) continue;
      const frame = readFrame(frameFile);
      if (!frame?.value.includes(emptyPage) || !frame.value.includes(headEnd)) return null;
      const html = frame.value
        // Functions, so that a `$` in the markup is not read as a replacement pattern.
        .replace(headEnd, () => `${requestPreloads(screen.requests)}${screen.styles}${headEnd}`)
        .replace(
          emptyPage,
          () => `<main id="page"><div id="area-${area.name}" data-area="${area.name}">${screen.html}</div></main>`,
        );
      return { html, version: `${Math.floor(frame.mtimeMs).toString(16)}-${Math.floor(screens.mtimeMs).toString(16)}` };
    }
    return null;
  };
}
