import type { ApiErrorCode } from '@amora/contracts';

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

/** Regions as `GET /api/regions.php` names them (GeoNames, in English); LI has none. */
export const SOME_REGIONS: Record<string, ReadonlyArray<{ code: string; name: string }>> = {
  NL: [
    { code: 'NL.07', name: 'North Holland' },
    { code: 'NL.09', name: 'Utrecht' },
  ],
  DE: [
    { code: 'DE.02', name: 'Bavaria' },
    { code: 'DE.16', name: 'Berlin' },
  ],
  CH: [{ code: 'CH.25', name: 'Zurich' }],
  US: [{ code: 'US.CA', name: 'California' }],
  LI: [],
};

/**
 * `GET /api/regions.php` answered from a table of regions per country (none for the others), for
 * the forms that offer a country's regions.
 */
export function regionsRoute(
  regions: Record<string, ReadonlyArray<{ code: string; name: string }>> = SOME_REGIONS,
): JsonRoute {
  return (url) => {
    const country = url.searchParams.get('country') ?? '';
    return { body: { country, regions: regions[country] ?? [] } };
  };
}

/** A refusal as the API sends it (its error shape in @amora/contracts), for a route's answer. */
export function apiRefusal(
  status: number,
  error: ApiErrorCode,
  message: string,
  fields?: Record<string, string>,
): JsonAnswer {
  return { status, body: { error, message, ...(fields ? { fields } : {}) } };
}

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
