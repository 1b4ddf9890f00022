import { createHttpClient, retryDelayMs, type HttpClientOptions } from './http-client';
import { HttpError } from './http-error';

type Answer = { status: number; body?: unknown } | 'network';

function json(status: number, body?: unknown): Response {
  if (status === 204) return new Response(null, { status });
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A fetch that plays the given answers in order and repeats the last one forever. */
function scriptedFetch(...answers: Answer[]) {
  let calls = 0;
  return jest.fn(async (_url: RequestInfo | URL, _init?: RequestInit): Promise<Response> => {
    const answer = answers[Math.min(calls, answers.length - 1)] as Answer;
    calls += 1;
    if (answer === 'network') throw new TypeError('fetch failed');
    return json(answer.status, answer.body);
  });
}

function setup(answers: Answer[], extra: Partial<HttpClientOptions> = {}) {
  const fetch = scriptedFetch(...answers);
  const sleep = jest.fn(async (_ms: number) => undefined);
  const client = createHttpClient({ fetch, sleep, ...extra });
  return { client, fetch, sleep };
}

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

const serverError = { status: 500, body: { error: 'internal_error', message: 'Boom' } };

describe('retryDelayMs', () => {
  it('doubles the 250 ms base delay for each retry', () => {
    expect([0, 1, 2, 3, 4].map((attempt) => retryDelayMs(attempt))).toEqual([250, 500, 1000, 2000, 4000]);
    expect(retryDelayMs(2, 100)).toBe(400);
  });
});

describe('retries of idempotent calls', () => {
  it('sends a persistently failing GET 6 times, sleeping 250, 500, 1000, 2000, 4000 ms in between', async () => {
    const { client, fetch, sleep } = setup([serverError]);
    const error = await failure(client.get('/api/chats.php'));
    expect(fetch).toHaveBeenCalledTimes(6);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([250, 500, 1000, 2000, 4000]);
    expect(error.status).toBe(500);
    expect(error.code).toBe('internal_error');
  });

  it.each(['put', 'delete'] as const)('retries a failing %s 5 times too', async (method) => {
    const { client, fetch } = setup([{ status: 503 }]);
    await failure(client[method]('/api/likes.php'));
    expect(fetch).toHaveBeenCalledTimes(6);
    expect(fetch.mock.calls[0]?.[1]?.method).toBe(method.toUpperCase());
  });

  it('never retries a POST, whether the server fails or the network does', async () => {
    const five = setup([serverError]);
    expect((await failure(five.client.post('/api/login.php', { body: {} }))).status).toBe(500);
    expect(five.fetch).toHaveBeenCalledTimes(1);
    expect(five.sleep).not.toHaveBeenCalled();

    const net = setup(['network']);
    expect((await failure(net.client.post('/api/login.php'))).code).toBe('network_error');
    expect(net.fetch).toHaveBeenCalledTimes(1);
  });

  it('retries 429 and network errors', async () => {
    const tooMany = setup([{ status: 429 }, { status: 200, body: { ok: 1 } }]);
    await expect(tooMany.client.get('/api/user.php')).resolves.toEqual({ ok: 1 });
    expect(tooMany.fetch).toHaveBeenCalledTimes(2);

    const net = setup(['network', 'network', { status: 200, body: { ok: 2 } }]);
    await expect(net.client.get('/api/user.php')).resolves.toEqual({ ok: 2 });
    expect(net.fetch).toHaveBeenCalledTimes(3);
    expect(net.sleep.mock.calls.map(([ms]) => ms)).toEqual([250, 500]);
  });

  it('does not retry a 4xx answer', async () => {
    const { client, fetch, sleep } = setup([{ status: 404, body: { error: 'not_found', message: 'Gone' } }]);
    const error = await failure(client.get('/api/profile.php'));
    expect(error.status).toBe(404);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it("hands a restricted member's login refusal on with its details (until when, why)", async () => {
    const restriction = { kind: 'suspended', ends_at: '2026-12-24T18:00:00.000Z', reason: 'Money requests.' };
    const { client } = setup([
      { status: 403, body: { error: 'account_suspended', message: 'Suspended', restriction } },
    ]);
    const error = await failure(client.post('/api/user.php', { body: {} }));
    expect([error.code, error.restriction]).toEqual(['account_suspended', restriction]);
    const other = await failure(
      setup([{ status: 404, body: { error: 'not_found', message: 'Gone' } }]).client.get('/api/x'),
    );
    expect(other.restriction).toBeNull();
  });

  it('returns the value once a failing server recovers on the last attempt', async () => {
    const { client, fetch } = setup([
      serverError,
      serverError,
      serverError,
      serverError,
      serverError,
      { status: 200, body: { chats: [] } },
    ]);
    await expect(client.get('/api/chats.php')).resolves.toEqual({ chats: [] });
    expect(fetch).toHaveBeenCalledTimes(6);
  });

  it('does not retry a request the caller aborted and rethrows the abort', async () => {
    const controller = new AbortController();
    const abortError = new DOMException('The operation was aborted', 'AbortError');
    const fetch = jest.fn(async (): Promise<Response> => {
      controller.abort();
      throw abortError;
    });
    const sleep = jest.fn(async () => undefined);
    const client = createHttpClient({ fetch, sleep });
    await expect(client.get('/api/chats.php', { signal: controller.signal })).rejects.toBe(abortError);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('reports a persistent network failure with the translated message', async () => {
    const { client, fetch } = setup(['network'], { networkErrorMessage: () => 'Geen verbinding' });
    const error = await failure(client.get('/api/user.php'));
    expect(fetch).toHaveBeenCalledTimes(6);
    expect([error.status, error.code, error.message]).toEqual([0, 'network_error', 'Geen verbinding']);
  });
});

describe('requests', () => {
  it('sends the X-Request-Type: client header, a JSON body and same-origin credentials', async () => {
    const { client, fetch } = setup([{ status: 200, body: { saved: true } }]);
    await expect(client.put('/api/profile.php', { body: { name: 'Ann' } })).resolves.toEqual({ saved: true });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(url).toBe('/api/profile.php');
    expect(headers.get('X-Request-Type')).toBe('client');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept')).toBe('application/json');
    expect(init.body).toBe('{"name":"Ann"}');
    expect(init.credentials).toBe('same-origin');
  });

  it('sends no body or Content-Type without a body', async () => {
    const { client, fetch } = setup([{ status: 204 }]);
    await expect(client.delete('/api/likes.php')).resolves.toBeUndefined();
    const init = fetch.mock.calls[0]?.[1] as RequestInit;
    expect(init.body).toBeUndefined();
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
  });

  it('builds the query string, skipping undefined values', async () => {
    const { client, fetch } = setup([{ status: 200, body: {} }]);
    await client.get('/api/chats.php', { query: { page: 2, q: 'a b', unread: true, skip: undefined } });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/chats.php?page=2&q=a+b&unread=true');
  });

  it('prefixes the base URL when one is given', async () => {
    const { client, fetch } = setup([{ status: 200, body: {} }], { baseUrl: 'https://api.example' });
    await client.get('/api/settings.php', { query: { v: 1 } });
    expect(fetch.mock.calls[0]?.[0]).toBe('https://api.example/api/settings.php?v=1');
  });
});

describe('HttpError', () => {
  it('carries status, code, message and fields of the API error shape', async () => {
    const body = {
      error: 'validation_failed',
      message: 'Check the form',
      fields: { email: 'Invalid email' },
    };
    const { client } = setup([{ status: 422, body }]);
    const error = await failure(client.post('/api/login.php', { body: {} }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.name).toBe('HttpError');
    expect({ status: error.status, code: error.code, message: error.message, fields: error.fields }).toEqual({
      status: 422,
      code: 'validation_failed',
      message: 'Check the form',
      fields: { email: 'Invalid email' },
    });
  });

  it('falls back to code "unknown" when the body is not the API error shape', async () => {
    const { client } = setup([{ status: 400, body: { oops: true } }]);
    const error = await failure(client.get('/api/user.php'));
    expect([error.status, error.code, error.fields]).toEqual([400, 'unknown', {}]);
  });
});

describe('403 authentication_required', () => {
  const authRequired = { status: 403, body: { error: 'authentication_required', message: 'Please log in' } };

  it('calls onAuthenticationRequired for a non-user endpoint while logged in', async () => {
    const onAuthenticationRequired = jest.fn();
    const { client } = setup([authRequired], { onAuthenticationRequired, isAuthenticated: () => true });
    const error = await failure(client.get('/api/chats.php'));
    expect(error.code).toBe('authentication_required');
    expect(onAuthenticationRequired).toHaveBeenCalledTimes(1);
  });

  it('does not call it for /api/user.php, which answers 403 for every visitor', async () => {
    const onAuthenticationRequired = jest.fn();
    const { client } = setup([authRequired], { onAuthenticationRequired, isAuthenticated: () => true });
    await failure(client.get('/api/user.php', { query: { full: 1 } }));
    expect(onAuthenticationRequired).not.toHaveBeenCalled();
  });

  it('does not call it when no session is logged in', async () => {
    const onAuthenticationRequired = jest.fn();
    const { client } = setup([authRequired], { onAuthenticationRequired, isAuthenticated: () => false });
    await failure(client.get('/api/chats.php'));
    expect(onAuthenticationRequired).not.toHaveBeenCalled();
  });

  it('does not call it for a 403 with another error code', async () => {
    const onAuthenticationRequired = jest.fn();
    const { client } = setup([{ status: 403, body: { error: 'csrf_header_missing', message: 'No' } }], {
      onAuthenticationRequired,
    });
    await failure(client.post('/api/chats.php'));
    expect(onAuthenticationRequired).not.toHaveBeenCalled();
  });
});
