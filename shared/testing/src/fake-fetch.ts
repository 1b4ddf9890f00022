/** fetch as a jest mock, typed as the platform's HTTP client calls it. */
export type FetchMock = jest.Mock<Promise<Response>, [input: RequestInfo | URL, init?: RequestInit]>;

/** A jest mock fetch around `handler`, so tests can look at the calls. */
export function fakeFetch(
  handler: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>,
): FetchMock {
  return jest.fn(handler);
}

export interface JsonAnswer {
  status?: number;
  body: unknown;
}

/** An answer, or a function of the request URL and JSON body that makes one. */
export type JsonRoute = JsonAnswer | ((url: URL, body: unknown) => JsonAnswer);

/** Answers by "METHOD path" (query ignored, but handed to answer functions). */
export type JsonRoutes = Record<string, JsonRoute>;

const NOT_FOUND = { error: 'not_found', message: 'Not found' };

/** A JSON response as the server sends it. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function requestUrl(input: RequestInfo | URL): URL {
  return new URL(String(input), 'http://localhost');
}

function requestBody(init: RequestInit | undefined): unknown {
  return init?.body === undefined ? undefined : JSON.parse(String(init.body));
}

/** A fetch stand-in answering JSON by "METHOD path"; anything else is a 404. */
export function jsonFetch(routes: JsonRoutes): typeof fetch {
  return (input, init) => {
    const url = requestUrl(input);
    const route = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    const answer = typeof route === 'function' ? route(url, requestBody(init)) : route;
    return Promise.resolve(
      answer ? jsonResponse(answer.status ?? 200, answer.body) : jsonResponse(404, NOT_FOUND),
    );
  };
}

export interface SentRequest {
  query: Record<string, string>;
  /** The parsed JSON body; undefined without one. */
  body: unknown;
}

/** The requests sent to one "METHOD path", in order: query parameters and JSON body of each. */
export function sentRequests(fetch: FetchMock, route: string): SentRequest[] {
  const [method, path] = route.split(' ');
  return fetch.mock.calls
    .map(([input, init]) => ({ url: requestUrl(input), init }))
    .filter(({ url, init }) => url.pathname === path && (init?.method ?? 'GET') === method)
    .map(({ url, init }) => ({ query: Object.fromEntries(url.searchParams), body: requestBody(init) }));
}

/** The JSON bodies sent to one "METHOD path", in order. */
export function sentBodies(fetch: FetchMock, route: string): unknown[] {
  return sentRequests(fetch, route).map(({ body }) => body);
}
