import { createRetryingFetch, type RetryingFetchOptions } from './fetch-with-retry';

const URL_ = 'https://www.amora.test/mf/mf_chat/1.0.0/mf-manifest.json';
const INIT: RequestInit = { method: 'GET' };

const status = (code: number) => new Response(code === 200 ? '{"ok":true}' : 'nope', { status: code });

function setup(
  responses: Array<Response | Error>,
  options: Omit<RetryingFetchOptions, 'fetch' | 'sleep'> = {},
) {
  const fetch = jest.fn(async () => {
    const next = responses.shift();
    if (!next) throw new Error('fetch called more often than the test expects');
    if (next instanceof Error) throw next;
    return next;
  });
  const sleep = jest.fn(async (_ms: number) => undefined);
  const hook = createRetryingFetch({ ...options, fetch: fetch as unknown as typeof globalThis.fetch, sleep });
  return { fetch, sleep, hook };
}

describe("the federation runtime's retrying fetch", () => {
  it('returns a successful response at once, passing url and init through', async () => {
    const ok = status(200);
    const { hook, fetch, sleep } = setup([ok]);

    await expect(hook(URL_, INIT)).resolves.toBe(ok);

    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(URL_, INIT);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('retries a network error and returns the success after one sleep of 300 ms', async () => {
    const ok = status(200);
    const { hook, fetch, sleep } = setup([new TypeError('Failed to fetch'), ok]);

    await expect(hook(URL_, INIT)).resolves.toBe(ok);

    expect(fetch).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledTimes(1);
    expect(sleep).toHaveBeenCalledWith(300);
  });

  it('does not retry a 404: it is final', async () => {
    const notFound = status(404);
    const { hook, fetch, sleep } = setup([notFound, status(200)]);

    await expect(hook(URL_, INIT)).resolves.toBe(notFound);

    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('retries a persistent 503 three times, sleeping 300, 600 and 1200 ms, then returns the last response', async () => {
    const responses = [status(503), status(503), status(503), status(503)];
    const last = responses[3];
    const { hook, fetch, sleep } = setup([...responses]);

    await expect(hook(URL_, INIT)).resolves.toBe(last);

    expect(fetch).toHaveBeenCalledTimes(4);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([300, 600, 1200]);
  });

  it('retries a 429 like a server error', async () => {
    const ok = status(200);
    const { hook, sleep } = setup([status(429), ok]);

    await expect(hook(URL_, INIT)).resolves.toBe(ok);
    expect(sleep).toHaveBeenCalledTimes(1);
  });

  it('throws the last network error when every attempt fails', async () => {
    const { hook, fetch, sleep } = setup([
      new TypeError('1'),
      new TypeError('2'),
      new TypeError('3'),
      new TypeError('last'),
    ]);

    await expect(hook(URL_, INIT)).rejects.toThrow('last');

    expect(fetch).toHaveBeenCalledTimes(4);
    expect(sleep).toHaveBeenCalledTimes(3);
  });

  it('honours the retries and baseDelayMs options', async () => {
    const last = status(502);
    const { hook, fetch, sleep } = setup([status(500), last], { retries: 1, baseDelayMs: 50 });

    await expect(hook(URL_, INIT)).resolves.toBe(last);

    expect(fetch).toHaveBeenCalledTimes(2);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([50]);
  });
});
