/**
 * The fake API in unit tests: one msw server per test file (started by each package's vitest setup file
 * through `serveFakeApi`), answering what a test's `stubApi` routes say; any request nobody answers fails
 * the call (msw's 'error' strategy) and is printed, so no test reaches a real server.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { fakeApiHandlers, type Routes } from './fake-fetch';

export const apiServer = setupServer();

/** For a vitest setup file: the server listens for the file's tests, forgets each test's routes after it. */
export function serveFakeApi() {
  beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => apiServer.resetHandlers());
  afterAll(() => apiServer.close());
}

/** The fake API answers from `routes` (see fakeApiHandlers) for this test; returns the recorded requests. */
export function stubApi(routes: Routes) {
  const fake = fakeApiHandlers(routes);
  apiServer.use(...fake.handlers);
  return fake.requests;
}
