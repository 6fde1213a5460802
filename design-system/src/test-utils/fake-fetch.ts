/**
 * The fake API of tests and stories: a table of "METHOD /path" -> answer, turned into msw request handlers
 * (msw matches and answers; `api-server` serves them in unit tests, `story-api` in stories). No test runner
 * needed.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';

export type Answer = { status: number; body: unknown } | 'network-error' | 'pending';
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** Header names as usually written (`Idempotency-Key`, `Content-Type`). */
  headers: Record<string, string>;
  credentials: RequestCredentials;
}
export type Handler = Answer | ((request: RecordedRequest) => Answer);
export type Routes = Record<string, Handler | Handler[]>;

export const ok = (body: unknown) => ({ status: 200, body });

/** The error body the API sends. */
export function apiError(status: number, code: string, message: string) {
  return { status, body: { error: { code, message } } };
}

const verbs = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete } as const;

/** `idempotency-key` -> `Idempotency-Key` (a Request's header names are lower case). */
const headerName = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => dash + c.toUpperCase());

async function recorded(request: Request): Promise<RecordedRequest> {
  const url = new URL(request.url);
  const text = await request.clone().text();
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[headerName(name)] = value;
  });
  const { method, credentials } = request;
  return { method, path: url.pathname, query: url.searchParams, body, headers, credentials };
}

function respond(answer: Answer) {
  if (answer === 'network-error') return HttpResponse.error();
  if (answer === 'pending') return delay('infinite').then(() => HttpResponse.error());
  return HttpResponse.json(answer.body as never, { status: answer.status });
}

/**
 * The routes as msw handlers, on any origin. A path may end in * to match a prefix; a list answers in turn and
 * repeats its last; a function sees the request. Any other request `unmatched` matches (all of them by default;
 * stories pass only their API's paths, so that Storybook's own files still load) gets a JSON 404. `requests`
 * records those calls, in the order msw saw them.
 */
export function fakeApiHandlers(routes: Routes, unmatched = '*') {
  const requests: RecordedRequest[] = [];
  const handlers: HttpHandler[] = Object.entries(routes).map(([pattern, entry]) => {
    const [verb, path = ''] = pattern.split(' ');
    const route = verbs[verb as keyof typeof verbs];
    if (!route) throw new Error(`Unknown method in fake route "${pattern}"`);
    let turn = 0;
    return route(`*${path}`, async ({ request }) => {
      const seen = await recorded(request);
      requests.push(seen);
      const handler = Array.isArray(entry) ? entry[Math.min(turn++, entry.length - 1)]! : entry;
      return respond(typeof handler === 'function' ? handler(seen) : handler);
    });
  });
  handlers.push(
    http.all(unmatched, async ({ request }) => {
      const seen = await recorded(request);
      requests.push(seen);
      return respond(apiError(404, 'not_found', `No fake for ${seen.method} ${seen.path}`));
    }),
  );
  return { handlers, requests };
}
