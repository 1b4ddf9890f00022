import type { HttpClient, HttpRequestOptions } from '@amora/contracts';

/**
 * The spec's client header (`CLIENT_REQUEST_HEADER` of @amora/contracts, the server's CSRF check
 * on writes). Written out here: the contracts module that declares it also declares the error
 * schemas, which would bring the validation library onto the lander's first load.
 */
const CLIENT_HEADER = { 'x-request-type': 'client' };

function withQuery(path: string, query: HttpRequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function send<T>(method: 'GET' | 'POST', path: string, options: HttpRequestOptions = {}): Promise<T> {
  const response = await fetch(withQuery(path, options.query), {
    method,
    credentials: 'same-origin',
    signal: options.signal,
    headers: {
      Accept: 'application/json',
      ...CLIENT_HEADER,
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The two calls a lander makes (its data and the call-to-action click), on plain `fetch`: the
 * platform's client (retries, session handling, error shapes) belongs to the shell, and a lander
 * that failed to load offers its own retry.
 */
export const leanHttp: Pick<HttpClient, 'get' | 'post'> = {
  get: <T>(path: string, options?: HttpRequestOptions) => send<T>('GET', path, options),
  post: <T>(path: string, options?: HttpRequestOptions) => send<T>('POST', path, options),
};
