/** A stand-in for the API in tests and stories: a table of "METHOD /path" -> answer. No test runner needed. */

export type Answer = { status: number; body: unknown } | 'network-error' | 'pending';
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}
export type Handler = Answer | ((request: RecordedRequest) => Answer);
export type Routes = Record<string, Handler | Handler[]>;

export const ok = (body: unknown) => ({ status: 200, body });

/** The error body the API sends. */
export function apiError(status: number, code: string, message: string) {
  return { status, body: { error: { code, message } } };
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * A path may end in * to match a prefix; a list answers in turn and repeats its last; a function sees the
 * request. Unmatched requests get a 404. `requests` records every call.
 */
export function createFakeFetch(routes: Routes) {
  const requests: RecordedRequest[] = [];
  const turns = new Map<string, number>();
  async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const request: RecordedRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    requests.push(request);
    const route = Object.keys(routes).find((pattern) => {
      const [verb, path = ''] = pattern.split(' ');
      if (verb !== method) return false;
      return path.endsWith('*') ? url.pathname.startsWith(path.slice(0, -1)) : url.pathname === path;
    });
    if (!route) return json(404, { error: { code: 'not_found', message: `No fake for ${method} ${url.pathname}` } });
    const entry = routes[route]!;
    let handler: Handler;
    if (Array.isArray(entry)) {
      const turn = turns.get(route) ?? 0;
      turns.set(route, turn + 1);
      handler = entry[Math.min(turn, entry.length - 1)]!;
    } else {
      handler = entry;
    }
    const answer = typeof handler === 'function' ? handler(request) : handler;
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (answer === 'pending') return new Promise<Response>(() => {});
    return json(answer.status, answer.body);
  }
  return { fetch: fakeFetch, requests };
}
