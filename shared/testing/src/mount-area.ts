import type { RemoteAppModule, RemoteName, User } from '@amora/contracts';
import { screen, within } from '@testing-library/react';
import { mountRootParcel, type Parcel } from 'single-spa';
import { fakeFetch, jsonFetch, type FetchMock, type JsonRoutes } from './fake-fetch.js';
import { createTestPlatform, type TestPlatform, type TestPlatformOptions } from './test-platform.js';

/** How to mount an area: the platform it gets and the session in it. */
export interface AreaMountOptions extends TestPlatformOptions {
  /** The member in the session; null: a logged-out visitor; undefined: not known yet. */
  user?: User | null;
  /** Runs on the platform before the area mounts, e.g. to record events or store tracking. */
  prepare?: (platform: TestPlatform) => void;
  /** A platform made before; then `fetch`, `settings` and `locale` are not used. */
  platform?: TestPlatform;
}

export interface MountAreaOptions extends AreaMountOptions {
  app: RemoteAppModule;
  name: RemoteName;
  /** The URL the area finds itself at. */
  path: string;
  /** Where the area renders; a new element at the end of the body when not given. */
  domElement?: HTMLElement;
}

export interface MountedArea {
  platform: TestPlatform;
  parcel: Parcel;
  domElement: HTMLElement;
  /** Queries within the area's element. */
  view: ReturnType<typeof within>;
}

/**
 * Mounts a remote's `./app` at a path the way the shell's RemoteMount does: as a single-spa
 * parcel named after the remote, in its own React root, with a test platform (real wiring, fakes
 * at the edges). The caller unmounts it; `setUpAreaHarness` does that after each test.
 */
export async function mountArea({
  app,
  name,
  path,
  domElement = document.body.appendChild(document.createElement('div')),
  user,
  prepare,
  platform: given,
  ...platformOptions
}: MountAreaOptions): Promise<MountedArea> {
  const platform = given ?? (await createTestPlatform(platformOptions));
  if (user !== undefined) platform.session.setUser(user);
  prepare?.(platform);
  window.history.pushState(null, '', path);
  // single-spa names a parcel after its config; the remote must receive its own name.
  const parcel = mountRootParcel(
    { ...app, name } as never,
    {
      domElement,
      name,
      basename: '/',
      platform,
    } as never,
  );
  await parcel.mountPromise;
  return { platform, parcel, domElement, view: within(domElement) };
}

/** A mounted area and the handles a test needs. */
export interface AreaHarness {
  /** The platform of the area mounted last; there is none before `mountAt`. */
  readonly platform: TestPlatform;
  readonly domElement: HTMLElement;
  area: () => ReturnType<typeof within>;
  /** Mounts `./app` at a path with `mountArea`, on a new platform made from `options`. */
  mountAt(path: string, options?: AreaMountOptions): Promise<MountedArea>;
}

/**
 * Sets up (beforeEach/afterEach) a fresh element per test and unmounts the area after it. The
 * parcel renders into its own React root and resolves mount only after React committed: awaiting
 * that inside act() would deadlock, so the root runs as in a browser and tests wait for the DOM.
 */
export function setUpAreaHarness(app: RemoteAppModule, name: RemoteName): AreaHarness {
  let mounted: MountedArea | null = null;
  let domElement: HTMLElement;
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    domElement = document.createElement('div');
    document.body.appendChild(domElement);
  });
  afterEach(async () => {
    if (mounted?.parcel.getStatus() === 'MOUNTED') await mounted.parcel.unmount();
    mounted = null;
    domElement.remove();
    window.history.pushState(null, '', '/');
  });
  return {
    get platform() {
      if (!mounted) throw new Error('harness.platform before harness.mountAt()');
      return mounted.platform;
    },
    get domElement() {
      return domElement;
    },
    area: () => within(domElement),
    mountAt: async (path, options = {}) => {
      // A second mount in one test is a new page load (a return from the checkout): one root at a time.
      if (mounted?.parcel.getStatus() === 'MOUNTED') await mounted.parcel.unmount();
      mounted = await mountArea({ ...options, app, name, path, domElement });
      return mounted;
    },
  };
}

/** What a test mounts an area with: `mountArea`'s options, with a fetch mock to look at. */
export interface AreaTestOptions extends Omit<AreaMountOptions, 'fetch' | 'platform'> {
  /** Answers of the `jsonFetch` mock made when no `fetch` is given; anything else is a 404. */
  routes?: JsonRoutes;
  fetch?: FetchMock;
}

/** An area mounted for a test, with the fetch it was given. */
export interface AreaUnderTest {
  platform: TestPlatform;
  fetch: FetchMock;
  view: ReturnType<typeof within>;
  /** The whole document, for dialogs rendered in a portal. */
  page: typeof screen;
}

/**
 * `setUpAreaHarness` for tests that talk to a fake server: returns the mount function, which
 * makes a `jsonFetch` mock from `routes` unless a `fetch` is given.
 */
export function setUpAreaTests(
  app: RemoteAppModule,
  name: RemoteName,
): (path: string, options?: AreaTestOptions) => Promise<AreaUnderTest> {
  const harness = setUpAreaHarness(app, name);
  return async (path, { routes = {}, fetch = fakeFetch(jsonFetch(routes)), ...options } = {}) => {
    const { platform, view } = await harness.mountAt(path, { ...options, fetch });
    return { platform, fetch, view, page: screen };
  };
}
