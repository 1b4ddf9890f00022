import {
  CLIENT_REQUEST_HEADER,
  CLIENT_REQUEST_HEADER_VALUE,
  HTTP_RETRY_BASE_DELAY_MS,
  HTTP_RETRY_COUNT,
  isApiError,
  type HttpClient,
  type HttpRequestOptions,
  type HttpUploadOptions,
} from '@amora/contracts/plain';
import { HttpError } from './http-error.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Methods that may be sent again without changing the outcome. POST is never retried. */
const IDEMPOTENT_METHODS: ReadonlySet<Method> = new Set(['GET', 'PUT', 'DELETE']);

/** The endpoint whose 403 means "not logged in" rather than "your session just ended". */
const USER_ENDPOINT = '/api/user.php';

export interface HttpClientOptions {
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** Called once per logged-in period when a non-user endpoint answers 403 authentication_required. */
  onAuthenticationRequired?: () => void;
  /**
   * Which failure means the session has ended (default: the members' 403 `authentication_required`
   * outside `/api/user.php`); the staff console passes its 401 `staff_authentication_required`.
   */
  isSessionLost?: (status: number, error: string, path: string) => boolean;
  /** Whether a session is currently considered logged in; the 403 handler only fires then. */
  isAuthenticated?: () => boolean;
  retries?: number;
  baseDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** Message for network failures, already translated by the caller's i18n. */
  networkErrorMessage?: () => string;
  /** Makes the request object of uploads; tests pass a fake. */
  createXhr?: () => XMLHttpRequest;
}

function isMemberSessionLost(status: number, error: string, path: string): boolean {
  return status === 403 && error === 'authentication_required' && !path.startsWith(USER_ENDPOINT);
}

function defaultSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Delay before retry number `attempt` (0-based): base, 2×base, 4×base, … */
export function retryDelayMs(attempt: number, baseDelayMs: number = HTTP_RETRY_BASE_DELAY_MS): number {
  return baseDelayMs * 2 ** attempt;
}

function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

function buildUrl(baseUrl: string, path: string, query?: HttpRequestOptions['query']): string {
  const url = new URL(path, baseUrl || 'http://placeholder.invalid');
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return baseUrl ? url.toString() : `${url.pathname}${url.search}`;
}

/**
 * The one HTTP client every area uses: JSON in and out, the spec's `X-Request-Type: client`
 * header, 5 retries with exponential delay for idempotent calls, and the spec's rule that a 403
 * `authentication_required` clears the session locally — handled here once, for everyone.
 */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const {
    baseUrl = '',
    retries = HTTP_RETRY_COUNT,
    baseDelayMs = HTTP_RETRY_BASE_DELAY_MS,
    sleep = defaultSleep,
    onAuthenticationRequired,
    isAuthenticated = () => true,
    networkErrorMessage = () => 'Network error',
    createXhr = () => new XMLHttpRequest(),
    isSessionLost = isMemberSessionLost,
  } = options;
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));

  /** The failure as an HttpError, whichever transport read it; a lost session ends here for both. */
  function toHttpError(status: number, statusText: string, body: unknown, path: string): HttpError {
    if (!isApiError(body)) return new HttpError(status, 'unknown', statusText || 'Error');
    const { error, message, fields, restriction } = body;
    if (isSessionLost(status, error, path) && isAuthenticated()) onAuthenticationRequired?.();
    return new HttpError(status, error, message, fields, restriction);
  }

  function upload<T>(path: string, opts: HttpUploadOptions): Promise<T> {
    return new Promise((resolve, reject) => {
      const xhr = createXhr();
      const parsedBody = (): unknown => {
        try {
          return JSON.parse(xhr.responseText) as unknown;
        } catch {
          return undefined; // Not JSON (a proxy's error page): an 'unknown' error.
        }
      };
      xhr.open('POST', buildUrl(baseUrl, path));
      xhr.withCredentials = true;
      xhr.setRequestHeader(CLIENT_REQUEST_HEADER, CLIENT_REQUEST_HEADER_VALUE);
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) opts.onProgress?.(event.loaded / event.total);
      };
      xhr.onload = () => {
        const body = parsedBody();
        if (xhr.status < 200 || xhr.status >= 300)
          reject(toHttpError(xhr.status, xhr.statusText, body, path));
        else if (body === undefined) reject(new HttpError(xhr.status, 'unknown', xhr.statusText || 'Error'));
        else resolve(body as T);
      };
      xhr.onerror = () => reject(new HttpError(0, 'network_error', networkErrorMessage()));
      xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
      opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(opts.body);
    });
  }

  async function request<T>(method: Method, path: string, opts: HttpRequestOptions = {}): Promise<T> {
    const url = buildUrl(baseUrl, path, opts.query);
    const headers: Record<string, string> = {
      Accept: 'application/json',
      [CLIENT_REQUEST_HEADER]: CLIENT_REQUEST_HEADER_VALUE,
    };
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
    const init: RequestInit = {
      method,
      headers,
      credentials: 'same-origin',
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: opts.signal,
    };
    const maxAttempts = IDEMPOTENT_METHODS.has(method) ? retries + 1 : 1;

    for (let attempt = 0; ; attempt++) {
      const isLastAttempt = attempt >= maxAttempts - 1;
      let response: Response;
      try {
        response = await doFetch(url, init);
      } catch (cause) {
        if (opts.signal?.aborted) throw cause;
        if (isLastAttempt) throw new HttpError(0, 'network_error', networkErrorMessage());
        await sleep(retryDelayMs(attempt, baseDelayMs));
        continue;
      }
      if (response.ok) {
        if (response.status === 204) return undefined as T;
        return (await response.json()) as T;
      }
      if (isRetryableStatus(response.status) && !isLastAttempt) {
        await sleep(retryDelayMs(attempt, baseDelayMs));
        continue;
      }
      const body: unknown = await response.json().catch(() => null);
      throw toHttpError(response.status, response.statusText, body, path);
    }
  }

  return {
    get: (path, opts) => request('GET', path, opts),
    post: (path, opts) => request('POST', path, opts),
    put: (path, opts) => request('PUT', path, opts),
    delete: (path, opts) => request('DELETE', path, opts),
    upload,
  };
}
