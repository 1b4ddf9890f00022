import { createFallbackPlugin } from './fallback-plugin';

type ErrorLoadRemoteArgs = {
  id: string;
  error: unknown;
  from: 'build' | 'runtime';
  lifecycle: 'onLoad';
  origin: { registerRemotes: jest.Mock; loadRemote: jest.Mock };
};
type ErrorLoadRemote = (args: ErrorLoadRemoteArgs) => Promise<unknown>;

const FALLBACKS: Record<string, string> = {
  mf_chat: '/mf/mf_chat/1.0.0/mf-manifest.json',
  mf_likes: '/mf/mf_likes/3.1.0/mf-manifest.json',
};

function setup() {
  const log = jest.fn();
  const plugin = createFallbackPlugin({ fallbackEntryFor: (name) => FALLBACKS[name], log });
  const errorLoadRemote = plugin.errorLoadRemote as unknown as ErrorLoadRemote;
  return { plugin, log, errorLoadRemote };
}

function fakeOrigin(module: unknown = { mount: jest.fn() }) {
  return { registerRemotes: jest.fn(), loadRemote: jest.fn().mockResolvedValue(module) };
}

const failure = (
  id: string,
  origin: ErrorLoadRemoteArgs['origin'],
  from: 'build' | 'runtime' = 'runtime',
) => ({
  id,
  error: new Error('ScriptNetworkError'),
  from,
  lifecycle: 'onLoad' as const,
  origin,
});

describe('fallback plugin', () => {
  it('is named for the runtime', () => {
    expect(setup().plugin.name).toBe('amora-fallback');
  });

  it('registers the previous release with force and returns the module it loads', async () => {
    const { errorLoadRemote, log } = setup();
    const module = { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() };
    const origin = fakeOrigin(module);

    const result = await errorLoadRemote(failure('mf_chat/app', origin));

    expect(result).toBe(module);
    expect(origin.registerRemotes).toHaveBeenCalledTimes(1);
    expect(origin.registerRemotes).toHaveBeenCalledWith([{ name: 'mf_chat', entry: FALLBACKS.mf_chat }], {
      force: true,
    });
    expect(origin.loadRemote).toHaveBeenCalledTimes(1);
    expect(origin.loadRemote).toHaveBeenCalledWith('mf_chat/app');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('mf_chat'));
    expect(log).toHaveBeenCalledWith(expect.stringContaining(FALLBACKS.mf_chat!));
  });

  it('tries the fallback once per remote: a second failure is left to the error panel', async () => {
    const { errorLoadRemote } = setup();
    const origin = fakeOrigin();

    await errorLoadRemote(failure('mf_chat/app', origin));
    const second = await errorLoadRemote(failure('mf_chat/app', origin));

    expect(second).toBeUndefined();
    expect(origin.registerRemotes).toHaveBeenCalledTimes(1);
    expect(origin.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('keeps the once-per-remote budget separate for each remote', async () => {
    const { errorLoadRemote } = setup();
    const origin = fakeOrigin();

    await errorLoadRemote(failure('mf_chat/app', origin));
    await errorLoadRemote(failure('mf_likes/widgets/MatchModal', origin));

    expect(origin.registerRemotes).toHaveBeenNthCalledWith(
      2,
      [{ name: 'mf_likes', entry: FALLBACKS.mf_likes }],
      {
        force: true,
      },
    );
    expect(origin.loadRemote).toHaveBeenNthCalledWith(2, 'mf_likes/widgets/MatchModal');
  });

  it('returns undefined without touching the runtime when the remote has no fallback entry', async () => {
    const { errorLoadRemote, log } = setup();
    const origin = fakeOrigin();

    await expect(errorLoadRemote(failure('mf_profile/app', origin))).resolves.toBeUndefined();

    expect(origin.registerRemotes).not.toHaveBeenCalled();
    expect(origin.loadRemote).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it('ignores failures from build-time remotes and does not spend the fallback on them', async () => {
    const { errorLoadRemote } = setup();
    const origin = fakeOrigin();

    await expect(errorLoadRemote(failure('mf_chat/app', origin, 'build'))).resolves.toBeUndefined();
    expect(origin.registerRemotes).not.toHaveBeenCalled();

    await errorLoadRemote(failure('mf_chat/app', origin, 'runtime'));
    expect(origin.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('passes on a failure of the fallback itself', async () => {
    const { errorLoadRemote } = setup();
    const origin = {
      registerRemotes: jest.fn(),
      loadRemote: jest.fn().mockRejectedValue(new Error('fallback broken')),
    };

    await expect(errorLoadRemote(failure('mf_chat/app', origin))).rejects.toThrow('fallback broken');
  });
});
