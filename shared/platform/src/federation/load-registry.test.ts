import type { Registry } from '@amora/contracts';
import { loadRegistry, toRemoteList } from './load-registry';

const baked: Registry = {
  schemaVersion: 1,
  remotes: { mf_chat: { entry: '/mf/mf_chat/0.9.0/mf-manifest.json', version: '0.9.0' } },
};

const networkRegistry = {
  schemaVersion: 1,
  remotes: {
    mf_chat: {
      entry: '/mf/mf_chat/1.0.0/mf-manifest.json',
      version: '1.0.0',
      fallbackEntry: '/mf/mf_chat/0.9.0/mf-manifest.json',
    },
    mf_likes: { entry: 'https://cdn.amora.test/mf/mf_likes/2.0.0/mf-manifest.json', version: '2.0.0' },
  },
};

function respondWith(body: unknown, status = 200) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return jest.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(text, { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

describe('loadRegistry', () => {
  it('uses the network registry when it is valid, fetched without cache from /mf-registry.json', async () => {
    const fetch = respondWith(networkRegistry);
    const log = jest.fn();

    const loaded = await loadRegistry({ fetch, baked, log });

    expect(loaded).toEqual({ registry: networkRegistry, source: 'network', errors: [] });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/mf-registry.json');
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ cache: 'no-cache' });
    expect(fetch.mock.calls[0]?.[1]?.signal).toBeInstanceOf(AbortSignal);
    expect(log).not.toHaveBeenCalled();
  });

  it('fetches the URL it is given', async () => {
    const fetch = respondWith(networkRegistry);
    await loadRegistry({ fetch, baked, url: '/other/registry.json', log: jest.fn() });
    expect(fetch.mock.calls[0]?.[0]).toBe('/other/registry.json');
  });

  it('skips a bad entry, keeps the good ones and logs the skipped entry by name', async () => {
    const fetch = respondWith({
      schemaVersion: 1,
      remotes: { ...networkRegistry.remotes, mf_profile: { entry: 'javascript:alert(1)', version: '1.0.0' } },
    });
    const log = jest.fn();

    const loaded = await loadRegistry({ fetch, baked, log });

    expect(loaded.source).toBe('network');
    expect(loaded.registry.remotes).toEqual(networkRegistry.remotes);
    expect(loaded.errors).toHaveLength(1);
    expect(loaded.errors[0]).toContain('mf_profile');
    // Exactly one argument: the logger is not handed forEach's index and array.
    expect(log.mock.calls).toEqual([[expect.stringContaining('registry entry "mf_profile" skipped')]]);
  });

  it('logs a remote name that is not an identifier and does not register it', async () => {
    const fetch = respondWith({
      schemaVersion: 1,
      remotes: { 'Evil-Name': networkRegistry.remotes.mf_chat },
    });
    const log = jest.fn();

    const loaded = await loadRegistry({ fetch, baked, log });

    expect(loaded).toMatchObject({ source: 'network', registry: { remotes: {} } });
    expect(log.mock.calls).toEqual([['registry entry "Evil-Name" skipped: not a valid remote name']]);
  });

  it.each([
    [
      'the fetch rejects',
      jest.fn(async (_url: RequestInfo | URL, _init?: RequestInit): Promise<Response> =>
        Promise.reject(new TypeError('Failed to fetch')),
      ),
    ],
    ['the server answers 500', respondWith(networkRegistry, 500)],
    ['the registry is missing (404)', respondWith({ error: 'not_found' }, 404)],
    ['the body is not JSON', respondWith('<html>oops</html>')],
    [
      'the envelope has the wrong schema version',
      respondWith({ schemaVersion: 2, remotes: networkRegistry.remotes }),
    ],
    ['remotes is an array', respondWith({ schemaVersion: 1, remotes: [] })],
    ['the body is null', respondWith('null')],
  ])('falls back to the baked registry when %s', async (_case, fetch) => {
    const log = jest.fn();

    const loaded = await loadRegistry({ fetch, baked, log });

    expect(loaded).toEqual({ registry: baked, source: 'baked', errors: [] });
    expect(log.mock.calls).toEqual([[expect.stringContaining('using the baked-in registry')]]);
  });

  it('names the HTTP status in the log when it falls back', async () => {
    const log = jest.fn();
    await loadRegistry({ fetch: respondWith(networkRegistry, 503), baked, log });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('503'));
  });

  it('falls back when the registry does not answer within the timeout', async () => {
    const fetch = jest.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const log = jest.fn();

    const loaded = await loadRegistry({ fetch, baked, log, timeoutMs: 10 });

    expect(loaded.source).toBe('baked');
    expect(loaded.registry).toBe(baked);
  });
});

describe('toRemoteList', () => {
  it('turns relative entries and fallbacks into absolute URLs on the origin and keeps absolute ones', () => {
    expect(toRemoteList(networkRegistry as Registry, 'https://www.amora.test')).toEqual([
      {
        name: 'mf_chat',
        entry: 'https://www.amora.test/mf/mf_chat/1.0.0/mf-manifest.json',
        fallbackEntry: 'https://www.amora.test/mf/mf_chat/0.9.0/mf-manifest.json',
      },
      { name: 'mf_likes', entry: 'https://cdn.amora.test/mf/mf_likes/2.0.0/mf-manifest.json' },
    ]);
  });

  it('returns no remotes for an empty registry', () => {
    expect(toRemoteList({ schemaVersion: 1, remotes: {} }, 'https://www.amora.test')).toEqual([]);
  });
});
