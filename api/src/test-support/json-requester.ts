/** The origin the API's tests send from: the API's own pages, as the CSRF check expects. */
export const TEST_ORIGIN = 'http://localhost';

export type Send = (
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<Response>;

/** Anything that answers a request in memory, as a Hono app's `request` does. */
interface InMemoryApp {
  request(url: string, init: RequestInit): Response | Promise<Response>;
}

/**
 * Same-origin JSON requests to `app` under `base` (e.g. '/api/care'), as a browser on our own pages sends
 * them, with a session cookie when given.
 */
export function jsonRequester(app: InMemoryApp, base: string, cookie?: string): Send {
  return async (method, path, body, headers = {}) =>
    app.request(`${TEST_ORIGIN}${base}${path}`, {
      method,
      headers: {
        Origin: TEST_ORIGIN,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(cookie ? { Cookie: cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}
