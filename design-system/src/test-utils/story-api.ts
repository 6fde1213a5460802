/**
 * The fake API in stories: the page's own `fetch` asks msw's handlers first (`getResponse`), in the page, with
 * no service worker (decision 063, addendum). A service worker sat between the page and every file Vite
 * served, a message round trip per module, and tripled the stories' run time. Requests no route answers go to
 * the network as they would without it (Storybook's own files included). Stories fetch with `fetch` only: no
 * XMLHttpRequest, and EventSource has its own fake.
 */
import { getResponse, type RequestHandler } from 'msw';
import { fakeApiHandlers, type Routes } from './fake-fetch';

let handlers: RequestHandler[] = [];
let installed = false;

/** Puts the fake in front of the page's fetch, once; later calls do nothing. */
export function installStoryApi() {
  if (installed) return;
  installed = true;
  const network = globalThis.fetch.bind(globalThis);
  globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const response = handlers.length > 0 ? await getResponse(handlers, request.clone()) : undefined;
    if (!response) return network(request);
    // msw's HttpResponse.error() is a Response of type "error"; a real fetch rejects instead.
    if (response.type === 'error') throw new TypeError('Failed to fetch');
    return response;
  };
}

/** The page answers from `routes` (see fakeApiHandlers) until `stop` runs; `requests` records the calls. */
export function serveRoutes(routes: Routes) {
  installStoryApi();
  const fake = fakeApiHandlers(routes, '*/api/*');
  handlers = [...fake.handlers, ...handlers];
  return { requests: fake.requests, stop: () => (handlers = []) };
}
