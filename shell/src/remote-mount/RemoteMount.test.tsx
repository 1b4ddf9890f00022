import '@testing-library/jest-dom';
import type { RemoteAppModule, RemoteName, RemoteParcelProps } from '@amora/contracts';
import { createTestPlatform, type TestPlatform } from '@amora/testing';
import { PlatformProvider } from '@amora/ui';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { RemoteMount } from './RemoteMount';

type MountProps = RemoteParcelProps & { domElement: HTMLElement };

/** A remote's `./app` made of jest.fn lifecycles; mount writes into the element it is given. */
function fakeApp(label = 'area content') {
  const mounted = new Set<HTMLElement>();
  const app = {
    bootstrap: jest.fn(async (_props: MountProps) => undefined),
    mount: jest.fn(async (props: MountProps) => {
      props.domElement.textContent = `${label} of ${props.name}`;
      mounted.add(props.domElement);
    }),
    unmount: jest.fn(async (props: MountProps) => {
      props.domElement.textContent = '';
      mounted.delete(props.domElement);
    }),
  };
  return { app, mounted, asModule: app as unknown as RemoteAppModule };
}

/** Like single-spa-react: the app keeps one root per `props.name`, so same-named parcels must not overlap. */
function nameKeyedApp() {
  const roots = new Map<string, HTMLElement>();
  const app = {
    bootstrap: jest.fn(async (_props: MountProps) => undefined),
    mount: jest.fn(async (props: MountProps) => {
      roots.set(props.name, props.domElement);
      props.domElement.textContent = `root of ${props.name}`;
    }),
    unmount: jest.fn(async (props: MountProps) => {
      const root = roots.get(props.name);
      if (root) root.textContent = '';
      roots.delete(props.name);
    }),
  };
  return { app, roots, asModule: app as unknown as RemoteAppModule };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

let platform: TestPlatform;

beforeEach(async () => {
  platform = await createTestPlatform();
  // The error panel logs what failed; keep the test output readable.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

function renderMount(remote: RemoteName, load: (remote: string) => Promise<RemoteAppModule>) {
  const ui = (name: RemoteName) => (
    <PlatformProvider platform={platform}>
      <RemoteMount remote={name} platform={platform} load={load} />
    </PlatformProvider>
  );
  const result = render(ui(remote));
  return { ...result, rerenderWith: (name: RemoteName) => result.rerender(ui(name)) };
}

const slotOf = (container: HTMLElement, remote: string) =>
  container.querySelector<HTMLElement>(`[data-remote="${remote}"]`);

describe('RemoteMount', () => {
  it('shows a loading spinner until the parcel is mounted', async () => {
    const { app, asModule } = fakeApp();
    const load = deferred<RemoteAppModule>();
    renderMount('mf_chat', () => load.promise);

    expect(screen.getByRole('status')).toHaveTextContent('remote.loading');

    await act(async () => load.resolve(asModule));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(app.mount).toHaveBeenCalledTimes(1);
  });

  it('mounts the remote once with its name, basename "/", the platform and an element inside the slot', async () => {
    const { app, asModule } = fakeApp();
    const load = jest.fn(async (_remote: string) => asModule);
    const { container } = renderMount('mf_chat', load);

    await waitFor(() => expect(app.mount).toHaveBeenCalledTimes(1));

    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('mf_chat');
    expect(app.bootstrap).toHaveBeenCalledTimes(1);
    const props = app.mount.mock.calls[0]![0];
    expect(props.name).toBe('mf_chat');
    expect(props.basename).toBe('/');
    expect(props.platform).toBe(platform);
    const slot = slotOf(container, 'mf_chat');
    expect(slot).not.toBeNull();
    expect(props.domElement.parentElement).toBe(slot);
    expect(slot).toHaveTextContent('area content of mf_chat');
    expect(slot).toBeVisible();
  });

  it('unmounts the parcel and removes its element when the component unmounts', async () => {
    const { app, mounted, asModule } = fakeApp();
    const { unmount } = renderMount('mf_chat', async () => asModule);
    await waitFor(() => expect(app.mount).toHaveBeenCalledTimes(1));
    const { domElement } = app.mount.mock.calls[0]![0];

    unmount();

    await waitFor(() => expect(app.unmount).toHaveBeenCalledTimes(1));
    expect(app.unmount.mock.calls[0]![0].domElement).toBe(domElement);
    await waitFor(() => expect(domElement.parentNode).toBeNull());
    expect(mounted.size).toBe(0);
  });

  it('unmounted while still loading: mounts when the code arrives, then unmounts, leaving nothing mounted', async () => {
    const { app, mounted, asModule } = fakeApp();
    const load = deferred<RemoteAppModule>();
    const { unmount } = renderMount('mf_chat', () => load.promise);

    unmount();
    expect(app.mount).not.toHaveBeenCalled();
    await act(async () => load.resolve(asModule));

    await waitFor(() => expect(app.unmount).toHaveBeenCalledTimes(1));
    expect(app.mount).toHaveBeenCalledTimes(1);
    expect(app.mount.mock.invocationCallOrder[0]).toBeLessThan(app.unmount.mock.invocationCallOrder[0]!);
    const { domElement } = app.mount.mock.calls[0]![0];
    await waitFor(() => expect(domElement.parentNode).toBeNull());
    expect(mounted.size).toBe(0);
  });

  it('shows the error panel when the remote cannot be loaded, and retry loads it again', async () => {
    const { app, asModule } = fakeApp();
    const load = jest
      .fn<Promise<RemoteAppModule>, [string]>()
      .mockRejectedValueOnce(new Error('mf_chat/app could not be loaded'))
      .mockResolvedValue(asModule);
    const { container } = renderMount('mf_chat', load);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('remote.errorTitle');
    expect(screen.queryByRole('status')).toBeNull();
    expect(slotOf(container, 'mf_chat')).not.toBeVisible();
    expect(app.mount).not.toHaveBeenCalled();

    await act(async () => within(alert).getByRole('button', { name: 'remote.retry' }).click());

    await waitFor(() => expect(app.mount).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(slotOf(container, 'mf_chat')).toHaveTextContent('area content of mf_chat');
    expect(slotOf(container, 'mf_chat')?.children).toHaveLength(1);
  });

  it('shows the error panel when the parcel fails to mount, and retry re-invokes load', async () => {
    const { app, asModule } = fakeApp();
    app.mount.mockRejectedValueOnce(new Error('render failed'));
    const load = jest.fn(async (_remote: string) => asModule);
    renderMount('mf_chat', load);

    const alert = await screen.findByRole('alert');
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => within(alert).getByRole('button', { name: 'remote.retry' }).click());

    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(app.mount).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('remounts when the remote prop changes: the old parcel is unmounted, the new one mounted', async () => {
    const chat = fakeApp('chat');
    const likes = fakeApp('likes');
    const load = jest.fn(async (remote: string) => (remote === 'mf_chat' ? chat.asModule : likes.asModule));
    const { container, rerenderWith } = renderMount('mf_chat', load);
    await waitFor(() => expect(chat.app.mount).toHaveBeenCalledTimes(1));

    rerenderWith('mf_likes');

    await waitFor(() => expect(likes.app.mount).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(chat.app.unmount).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenLastCalledWith('mf_likes');
    expect(likes.app.mount.mock.calls[0]![0].name).toBe('mf_likes');
    expect(chat.mounted.size).toBe(0);
    const slot = slotOf(container, 'mf_likes');
    await waitFor(() => expect(slot?.children).toHaveLength(1));
    expect(slot).toHaveTextContent('likes of mf_likes');
  });

  /**
   * A parcel mounted twice in a row (StrictMode's double effect, or a new key) ends with one area on
   * the page: the second mount came after the first parcel's unmount, and the slot holds its root.
   */
  async function expectRemountedAfterUnmount(
    container: HTMLElement,
    app: ReturnType<typeof nameKeyedApp>['app'],
    roots: ReturnType<typeof nameKeyedApp>['roots'],
  ) {
    await waitFor(() => expect(app.mount).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(app.unmount).toHaveBeenCalledTimes(1);
    expect(app.unmount.mock.invocationCallOrder[0]).toBeLessThan(app.mount.mock.invocationCallOrder[1]!);
    const slot = slotOf(container, 'mf_chat')!;
    await waitFor(() => expect(slot.children).toHaveLength(1));
    expect(slot).toHaveTextContent('root of mf_chat');
    expect(roots.get('mf_chat')).toBe(slot.firstElementChild);
  }

  it('mounted again before the first mount finished, the second mount waits for the first to unmount', async () => {
    // What React's StrictMode does to every effect in development (mount, clean up, mount again),
    // done with a new key, so the ordering is tested whatever mode the test renders in.
    const { app, roots, asModule } = nameKeyedApp();
    const load = async () => asModule;
    const view = (key: string) => (
      <PlatformProvider platform={platform}>
        <RemoteMount key={key} remote="mf_chat" platform={platform} load={load} />
      </PlatformProvider>
    );
    const { container, rerender } = render(view('first'));
    rerender(view('second'));

    await expectRemountedAfterUnmount(container, app, roots);
  });

  it('under StrictMode, the second mount waits for the first to unmount, so the area stays visible', async () => {
    const { app, roots, asModule } = nameKeyedApp();
    const { container } = render(
      <StrictMode>
        <PlatformProvider platform={platform}>
          <RemoteMount remote="mf_chat" platform={platform} load={async () => asModule} />
        </PlatformProvider>
      </StrictMode>,
    );

    await expectRemountedAfterUnmount(container, app, roots);
  });

  it('going back to a remote that is still loading mounts it again only after the first parcel unmounted', async () => {
    const chat = nameKeyedApp();
    const likes = fakeApp('likes');
    // The federation runtime hands every caller the same pending module.
    const chatCode = deferred<RemoteAppModule>();
    const load = (remote: string) =>
      remote === 'mf_chat' ? chatCode.promise : Promise.resolve(likes.asModule);
    const { container, rerenderWith } = renderMount('mf_chat', load);

    rerenderWith('mf_likes');
    rerenderWith('mf_chat');
    await act(async () => chatCode.resolve(chat.asModule));

    await waitFor(() => expect(chat.app.mount).toHaveBeenCalledTimes(2));
    expect(chat.app.unmount).toHaveBeenCalledTimes(1);
    expect(chat.app.unmount.mock.invocationCallOrder[0]).toBeLessThan(
      chat.app.mount.mock.invocationCallOrder[1]!,
    );
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    const slot = slotOf(container, 'mf_chat')!;
    await waitFor(() => expect(slot.children).toHaveLength(1));
    expect(slot).toHaveTextContent('root of mf_chat');
  });
});
