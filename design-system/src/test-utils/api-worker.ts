/**
 * The fake API in stories: msw's service worker (`.storybook/public/mockServiceWorker.js`), started once per
 * page before the first story renders (the preview's loader) and answering what a story's routes say.
 * Requests nobody answers go to the network as they would without it (Storybook's own files included).
 */
import { setupWorker } from 'msw/browser';
import { fakeApiHandlers, type Routes } from './fake-fetch';

export const apiWorker = setupWorker();
let started: Promise<unknown> | undefined;

/** Starts the worker the first time; later calls wait for the same start. */
export function startApiWorker() {
  started ??= apiWorker.start({ quiet: true, onUnhandledRequest: 'bypass' });
  return started;
}

/** The worker answers from `routes` (see fakeApiHandlers) until `stop` runs; `requests` records the calls. */
export async function serveRoutes(routes: Routes) {
  await startApiWorker();
  const fake = fakeApiHandlers(routes, '*/api/*');
  apiWorker.use(...fake.handlers);
  return { requests: fake.requests, stop: () => apiWorker.resetHandlers() };
}
