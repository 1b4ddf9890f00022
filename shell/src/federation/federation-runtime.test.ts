import { createFederationRuntime, type Container, type RemoteRef } from './federation-runtime';

const ORIGIN = 'https://www.amora.test';
const manifestUrl = (remote: string, version: string) => `${ORIGIN}/mf/${remote}/${version}/mf-manifest.json`;

function manifestOf(remote: string, entryPath = '') {
  return {
    name: remote,
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: entryPath }, globalName: remote },
    exposes: [{ path: './app' }],
  };
}

/** A page of releases: manifests by URL, containers by remote entry URL; a missing one fails. */
function setup(manifests: Record<string, unknown>, brokenEntries: string[] = []) {
  const shareScope = { react: {} };
  const containers = new Map<string, Container & { init: jest.Mock; get: jest.Mock }>();
  const fetch = jest.fn(async (url: string) =>
    url in manifests ? Response.json(manifests[url]) : new Response('missing', { status: 404 }),
  );
  const loadScript = jest.fn(async (url: string, _globalName: string) => {
    if (brokenEntries.includes(url)) throw new Error(`ScriptNetworkError: ${url}`);
    const container = {
      init: jest.fn(),
      get: jest.fn(async (request: string) => () => ({ from: url, request })),
    };
    containers.set(url, container);
    return container;
  });
  const log = jest.fn();
  const runtime = createFederationRuntime({ fetch, loadScript, shareScope: async () => shareScope, log });
  return { runtime, fetch, loadScript, containers, shareScope, log };
}

const CHAT_2 = manifestUrl('mf_chat', '2.0.0');
const CHAT_1 = manifestUrl('mf_chat', '1.0.0');
const LIKES_3 = manifestUrl('mf_likes', '3.1.0');
const entryOf = (manifest: string) => manifest.replace('mf-manifest.json', 'remoteEntry.js');
const chat = (fallbackEntry?: string): RemoteRef => ({ name: 'mf_chat', entry: CHAT_2, fallbackEntry });

describe('the federation runtime (ADR 0027)', () => {
  it('loads a module: manifest, then its remote entry beside it, initialised with the page share scope', async () => {
    const { runtime, loadScript, containers, shareScope } = setup({ [CHAT_2]: manifestOf('mf_chat') });
    runtime.registerRemotes([chat()]);

    await expect(runtime.loadRemote('mf_chat/app')).resolves.toEqual({
      from: entryOf(CHAT_2),
      request: './app',
    });

    expect(loadScript).toHaveBeenCalledWith(entryOf(CHAT_2), 'mf_chat');
    const container = containers.get(entryOf(CHAT_2))!;
    expect(container.init).toHaveBeenCalledWith(shareScope);
    expect(container.get).toHaveBeenCalledWith('./app');
  });

  it('opens a remote once per page: a widget after the app reuses the container', async () => {
    const { runtime, fetch, loadScript, containers } = setup({ [CHAT_2]: manifestOf('mf_chat') });
    runtime.registerRemotes([chat()]);

    await runtime.loadRemote('mf_chat/app');
    await expect(runtime.loadRemote('mf_chat/widgets/unread')).resolves.toMatchObject({
      request: './widgets/unread',
    });

    expect(fetch).toHaveBeenCalledTimes(1);
    expect(loadScript).toHaveBeenCalledTimes(1);
    expect(containers.get(entryOf(CHAT_2))!.init).toHaveBeenCalledTimes(1);
  });

  it('finds the remote entry in a sub-folder the manifest names', async () => {
    const { runtime, loadScript } = setup({ [CHAT_2]: manifestOf('mf_chat', 'static/') });
    runtime.registerRemotes([chat()]);

    await runtime.loadRemote('mf_chat/app');

    expect(loadScript).toHaveBeenCalledWith(`${ORIGIN}/mf/mf_chat/2.0.0/static/remoteEntry.js`, 'mf_chat');
  });

  it('rejects a remote the registry does not name', async () => {
    const { runtime, fetch } = setup({});
    await expect(runtime.loadRemote('mf_nowhere/app')).rejects.toThrow('mf_nowhere is not in the registry');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('rejects a manifest of another remote without running any script', async () => {
    const { runtime, loadScript } = setup({ [CHAT_2]: manifestOf('mf_likes') });
    runtime.registerRemotes([chat()]);

    await expect(runtime.loadRemote('mf_chat/app')).rejects.toThrow('not "mf_chat"');
    expect(loadScript).not.toHaveBeenCalled();
  });

  it('does not keep a failed load: the next mount tries the release again', async () => {
    const { runtime, fetch } = setup({});
    runtime.registerRemotes([chat()]);

    await expect(runtime.loadRemote('mf_chat/app')).rejects.toThrow('answered 404');
    await expect(runtime.loadRemote('mf_chat/app')).rejects.toThrow('answered 404');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  describe('the previous release as fallback', () => {
    it('loads the previous release when the current one fails, and keeps using it', async () => {
      const { runtime, loadScript, log } = setup(
        { [CHAT_2]: manifestOf('mf_chat'), [CHAT_1]: manifestOf('mf_chat') },
        [entryOf(CHAT_2)],
      );
      runtime.registerRemotes([chat(CHAT_1)]);

      await expect(runtime.loadRemote('mf_chat/app')).resolves.toMatchObject({ from: entryOf(CHAT_1) });
      await expect(runtime.loadRemote('mf_chat/widgets/unread')).resolves.toMatchObject({
        from: entryOf(CHAT_1),
      });

      expect(loadScript.mock.calls.map(([url]) => url)).toEqual([entryOf(CHAT_2), entryOf(CHAT_1)]);
      expect(log).toHaveBeenCalledTimes(1);
      expect(log).toHaveBeenCalledWith(expect.stringContaining('mf_chat failed to load'));
      expect(log).toHaveBeenCalledWith(expect.stringContaining(CHAT_1));
    });

    it('tries it once per remote and page: a failure after it reaches the error panel', async () => {
      const { runtime, loadScript } = setup({ [CHAT_1]: manifestOf('mf_chat') }, [entryOf(CHAT_1)]);
      runtime.registerRemotes([chat(CHAT_1)]);

      await expect(runtime.loadRemote('mf_chat/app')).rejects.toThrow(
        `ScriptNetworkError: ${entryOf(CHAT_1)}`,
      );
      await expect(runtime.loadRemote('mf_chat/app')).rejects.toThrow('ScriptNetworkError');
      // The current release 404s (no script), the fallback's script fails, then only the fallback again.
      expect(loadScript).toHaveBeenCalledTimes(2);
    });

    it('keeps the once-per-remote budget separate for each remote', async () => {
      const likesOld = manifestUrl('mf_likes', '3.0.0');
      const { runtime, log } = setup({ [CHAT_1]: manifestOf('mf_chat'), [likesOld]: manifestOf('mf_likes') });
      runtime.registerRemotes([chat(CHAT_1), { name: 'mf_likes', entry: LIKES_3, fallbackEntry: likesOld }]);

      await expect(runtime.loadRemote('mf_chat/app')).resolves.toMatchObject({ from: entryOf(CHAT_1) });
      await expect(runtime.loadRemote('mf_likes/widgets/match')).resolves.toMatchObject({
        from: entryOf(likesOld),
      });
      expect(log).toHaveBeenCalledTimes(2);
    });

    it('passes the failure on, without a log, when the remote has no previous release', async () => {
      const { runtime, log } = setup({});
      runtime.registerRemotes([chat()]);

      await expect(runtime.loadRemote('mf_chat/app')).rejects.toThrow('answered 404');
      expect(log).not.toHaveBeenCalled();
    });
  });
});
