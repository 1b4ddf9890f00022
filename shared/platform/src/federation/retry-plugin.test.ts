import { createRetryPlugin } from './retry-plugin';

type FetchHook = (url: string, init: RequestInit) => Promise<Response>;

const MANIFEST = 'https://www.amora.test/mf/mf_chat/1.0.0/mf-manifest.json';

describe('retry plugin', () => {
  it('is the runtime fetch hook named amora-retry, retrying a 503 before the manifest arrives', async () => {
    const responses = [new Response('busy', { status: 503 }), new Response('{}', { status: 200 })];
    const fetch = jest.fn(async () => responses.shift()!);
    const sleep = jest.fn(async () => undefined);
    const plugin = createRetryPlugin({ fetch: fetch as unknown as typeof globalThis.fetch, sleep });

    const response = await (plugin.fetch as unknown as FetchHook)(MANIFEST, { method: 'GET' });

    expect(plugin.name).toBe('amora-retry');
    expect(response.status).toBe(200);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenCalledWith(MANIFEST, { method: 'GET' });
    expect(sleep).toHaveBeenCalledWith(300);
  });

  it('turns an answer that stays unsuccessful into a failed fetch (a 404 at once, no retry)', async () => {
    const fetch = jest.fn(async () => new Response('{"error":"not found"}', { status: 404 }));
    const plugin = createRetryPlugin({
      fetch: fetch as unknown as typeof globalThis.fetch,
      sleep: jest.fn(),
    });

    await expect((plugin.fetch as unknown as FetchHook)(MANIFEST, {})).rejects.toThrow(
      `${MANIFEST} answered 404`,
    );
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
