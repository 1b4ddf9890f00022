import { createFallbackBudget, createFallbackPlugin } from './fallback-plugin';

const MISSING = 'https://www.amora.test/mf/mf_chat/2.0.0/mf-manifest.json';
const PREVIOUS = 'https://www.amora.test/mf/mf_chat/1.0.0/mf-manifest.json';
const MANIFEST = {
  name: 'mf_chat',
  metaData: { publicPath: 'auto', globalName: 'mf_chat' },
  exposes: [],
  shared: [],
};

type ErrorLoadRemote = (args: object) => Promise<unknown>;

function setup(response: Response = Response.json(MANIFEST)) {
  const fetch = jest.fn(async () => response);
  const log = jest.fn();
  const budget = createFallbackBudget((name) => (name === 'mf_chat' ? PREVIOUS : undefined));
  const plugin = createFallbackPlugin({ budget, fetch, log });
  return {
    plugin,
    fetch,
    log,
    budget,
    errorLoadRemote: plugin.errorLoadRemote as unknown as ErrorLoadRemote,
  };
}

const manifestFailure = (remote = 'mf_chat', overrides: object = {}) => ({
  id: MISSING,
  error: new Error(`${MISSING} answered 404`),
  from: 'runtime',
  lifecycle: 'afterResolve',
  remote: { name: remote },
  ...overrides,
});

describe('fallback plugin', () => {
  it("hands back the previous release's manifest, its files served from that release's folder", async () => {
    const { plugin, fetch, log, errorLoadRemote } = setup();

    const result = await errorLoadRemote(manifestFailure());

    expect(plugin.name).toBe('amora-fallback');
    expect(fetch).toHaveBeenCalledWith(PREVIOUS);
    expect(result).toEqual({
      ...MANIFEST,
      metaData: { publicPath: 'https://www.amora.test/mf/mf_chat/1.0.0/', globalName: 'mf_chat' },
    });
    expect(log).toHaveBeenCalledWith(expect.stringContaining(PREVIOUS));
  });

  it('falls back once per remote and page: a second failure is left to the error panel', async () => {
    const { fetch, errorLoadRemote, budget } = setup();

    await errorLoadRemote(manifestFailure());
    await expect(errorLoadRemote(manifestFailure())).resolves.toBeUndefined();

    expect(fetch).toHaveBeenCalledTimes(1);
    expect(budget.take('mf_chat')).toBeUndefined();
  });

  it('leaves a remote without a previous release, other stages and build-time remotes to the runtime', async () => {
    const { fetch, errorLoadRemote, budget } = setup();

    await expect(errorLoadRemote(manifestFailure('mf_profile'))).resolves.toBeUndefined();
    await expect(
      errorLoadRemote(manifestFailure('mf_chat', { lifecycle: 'onLoad' })),
    ).resolves.toBeUndefined();
    await expect(errorLoadRemote(manifestFailure('mf_chat', { from: 'build' }))).resolves.toBeUndefined();

    expect(fetch).not.toHaveBeenCalled();
    expect(budget.take('mf_chat')).toBe(PREVIOUS);
  });

  it('passes on a previous release whose manifest is missing too', async () => {
    const { errorLoadRemote } = setup(new Response('gone', { status: 404 }));
    await expect(errorLoadRemote(manifestFailure())).rejects.toThrow(`${PREVIOUS} answered 404`);
  });
});
