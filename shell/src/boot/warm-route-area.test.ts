import type { PlatformProps, RemoteAppModule } from '@amora/contracts';
import { loadRouteArea, warmRouteArea } from './warm-route-area';

const lifecycles = { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() };
const platform = { name: 'the platform' } as unknown as PlatformProps;

describe('loading the route area during boot (ADR 0028)', () => {
  it('loads the remote that owns the path', async () => {
    const module: RemoteAppModule = { ...lifecycles };
    const load = jest.fn().mockResolvedValue(module);
    await expect(loadRouteArea('/members', load)).resolves.toBe(module);
    await expect(loadRouteArea('/chats/7', load)).resolves.toBe(module);
    expect(load.mock.calls).toEqual([['mf_profile'], ['mf_chat']]);
  });

  it('loads nothing for a path no area owns, and answers null when the area fails to load', async () => {
    const load = jest.fn().mockRejectedValue(new Error('offline'));
    await expect(loadRouteArea('/no/such/page/here', load)).resolves.toBeNull();
    expect(load).not.toHaveBeenCalled();
    await expect(loadRouteArea('/login', load)).resolves.toBeNull();
    expect(load).toHaveBeenCalledWith('mf_account');
  });

  it("hands the area the platform and the page's path and query", async () => {
    const prefetch = jest.fn();
    await warmRouteArea(Promise.resolve({ ...lifecycles, prefetch }), platform, {
      pathname: '/members',
      search: '?min_age=30',
    });
    expect(prefetch).toHaveBeenCalledWith({
      platform,
      location: { pathname: '/members', search: '?min_age=30' },
    });
  });

  it('is harmless for an area without prefetch, no area, and a prefetch that throws', async () => {
    const location = { pathname: '/members', search: '' };
    await expect(
      warmRouteArea(Promise.resolve({ ...lifecycles }), platform, location),
    ).resolves.toBeUndefined();
    await expect(warmRouteArea(Promise.resolve(null), platform, location)).resolves.toBeUndefined();
    const prefetch = jest.fn(() => {
      throw new Error('bug in the area');
    });
    await expect(
      warmRouteArea(Promise.resolve({ ...lifecycles, prefetch }), platform, location),
    ).resolves.toBeUndefined();
    expect(prefetch).toHaveBeenCalledTimes(1);
  });
});
