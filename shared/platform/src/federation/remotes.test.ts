import {
  loadRemote as loadFederatedModule,
  registerPlugins,
  registerRemotes as registerFederatedRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { loadRemote, registerRemotes } from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const CHAT = {
  name: 'mf_chat',
  entry: 'https://www.amora.test/mf/mf_chat/2.0.0/mf-manifest.json',
  fallbackEntry: 'https://www.amora.test/mf/mf_chat/1.0.0/mf-manifest.json',
};
const LIKES = { name: 'mf_likes', entry: 'https://www.amora.test/mf/mf_likes/3.0.0/mf-manifest.json' };

describe('the shell on the enhanced federation runtime', () => {
  // The plugins are registered once per page, by the first registration.
  let plugins: ModuleFederationRuntimePlugin[] = [];

  it('registers the retry and fallback plugins once, and the remotes by their manifests', () => {
    registerRemotes([CHAT, LIKES]);
    registerRemotes([LIKES]);

    expect(registerPlugins).toHaveBeenCalledTimes(1);
    plugins = jest.mocked(registerPlugins).mock.calls[0]![0] as ModuleFederationRuntimePlugin[];
    expect(plugins.map((plugin) => plugin.name)).toEqual(['amora-retry', 'amora-fallback']);
    expect(registerFederatedRemotes).toHaveBeenNthCalledWith(1, [
      { name: 'mf_chat', entry: CHAT.entry },
      { name: 'mf_likes', entry: LIKES.entry },
    ]);
  });

  it("a release whose code fails to load: the registry's previous release is registered in its place and loaded, once", async () => {
    registerRemotes([CHAT]);
    const module = { mount: jest.fn() };
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest
      .mocked(loadFederatedModule)
      .mockRejectedValueOnce(new Error('RUNTIME-008 ScriptNetworkError'))
      .mockResolvedValueOnce(module)
      .mockRejectedValueOnce(new Error('RUNTIME-008 ScriptNetworkError'));

    await expect(loadRemote('mf_chat/app')).resolves.toBe(module);
    expect(registerFederatedRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mf_chat', entry: CHAT.fallbackEntry }],
      {
        force: true,
      },
    );
    // A load that started on the broken release before the switch tries once more, from the previous
    // release; if that fails too, the error reaches the error panel.
    jest.mocked(loadFederatedModule).mockRejectedValueOnce(new Error('RUNTIME-008 ScriptNetworkError'));
    await expect(loadRemote('mf_chat/app')).rejects.toThrow('RUNTIME-008');
    expect(registerFederatedRemotes).toHaveBeenCalledTimes(2);
  });

  it('hands back the loaded module, and turns "nothing loaded" into an error for the error panel', async () => {
    const module = { bootstrap: jest.fn() };
    jest.mocked(loadFederatedModule).mockResolvedValueOnce(module).mockResolvedValueOnce(null);

    await expect(loadRemote('mf_chat/app')).resolves.toBe(module);
    await expect(loadRemote('mf_chat/app')).rejects.toThrow('mf_chat/app could not be loaded');
    expect(loadFederatedModule).toHaveBeenCalledWith('mf_chat/app');
  });
});
