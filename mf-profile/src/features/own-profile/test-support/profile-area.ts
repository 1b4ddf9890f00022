import type { OwnPhoto, SiteSettings, User } from '@amora/contracts';
import { createTestPlatform, type TestPlatform } from '@amora/testing';
import { screen, within } from '@testing-library/dom';
import { mountRootParcel, type Parcel } from 'single-spa';
import * as app from '../../../exports/app';

export type Fetch = jest.Mock<Promise<Response>, [input: RequestInfo | URL, init?: RequestInit]>;

/** An answer, or a function of the request URL and body that makes one. */
export type Answer =
  { status?: number; body: unknown } | ((url: URL, body: unknown) => { status?: number; body: unknown });
/** Answers by "METHOD path" (query ignored, but handed to answer functions); anything else is a 404. */
export type Routes = Record<string, Answer>;

/** A fake server for the area's JSON calls; unlike `jsonFetch` its answers may depend on the request. */
export function fakeServer(routes: Routes): Fetch {
  return jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const route = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    const body: unknown = init?.body === undefined ? undefined : JSON.parse(String(init.body));
    const answer = typeof route === 'function' ? route(url, body) : route;
    const status = answer?.status ?? (answer ? 200 : 404);
    const json = answer ? answer.body : { error: 'not_found', message: 'Not found' };
    return Promise.resolve(
      new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json' } }),
    );
  });
}

/** The requests sent to one "METHOD path", in order: query and JSON body of each. */
export function sentRequests(fetch: Fetch, route: string): Array<{ query: URLSearchParams; body: unknown }> {
  const [method, path] = route.split(' ');
  return fetch.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url, init }) => url.pathname === path && (init?.method ?? 'GET') === method)
    .map(({ url, init }) => ({
      query: url.searchParams,
      body: init?.body === undefined ? undefined : (JSON.parse(String(init.body)) as unknown),
    }));
}

export interface MountOptions {
  fetch?: Fetch;
  /** The member in the session; null: a logged-out visitor. */
  user?: User | null;
  settings?: SiteSettings | null;
}

export interface MountedArea {
  platform: TestPlatform;
  fetch: Fetch;
  view: ReturnType<typeof within>;
  /** The whole document, for dialogs rendered in a portal. */
  page: typeof screen;
}

/**
 * The profile area mounted the way the shell mounts it (own React root, real platform, the
 * area's translations), with a fake fetch. The root commits outside act(): tests fire plain DOM
 * events and wait for the DOM.
 */
export function setUpProfileArea() {
  let parcel: Parcel | null = null;
  let domElement: HTMLElement;

  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    domElement = document.createElement('div');
    document.body.appendChild(domElement);
  });

  afterEach(async () => {
    if (parcel?.getStatus() === 'MOUNTED') await parcel.unmount();
    parcel = null;
    domElement.remove();
    window.history.pushState(null, '', '/');
  });

  return async function mountAt(path: string, options: MountOptions = {}): Promise<MountedArea> {
    const fetch = options.fetch ?? fakeServer({});
    const platform = await createTestPlatform({ fetch, settings: options.settings });
    if (options.user !== undefined) platform.session.setUser(options.user);
    window.history.pushState(null, '', path);
    parcel = mountRootParcel(
      { ...app, name: 'mf_profile' } as never,
      { domElement, name: 'mf_profile', basename: '/', platform } as never,
    );
    await parcel.mountPromise;
    return { platform, fetch, view: within(domElement), page: screen };
  };
}

let nextPhotoId = 500;

/** An own photo as GET /api/photos.php lists it; override what the test is about. */
export function anOwnPhoto(overrides: Partial<OwnPhoto> = {}): OwnPhoto {
  const id = overrides.id ?? nextPhotoId++;
  return {
    id,
    url: `/media/${id}.jpg`,
    thumb_url: `/media/${id}-thumb.jpg`,
    status: 'active',
    is_main: false,
    position: 0,
    ...overrides,
  };
}

/** The calls every /profile visit makes, answered with nothing special; spread and override. */
export function profileRoutes(photos: OwnPhoto[] = [], limit = 3): Routes {
  return {
    'GET /api/photos.php': { body: { photos, limit } },
    'GET /api/interests.php': { body: { interests: ['coffee', 'hiking', 'wine', 'music'] } },
    'GET /api/regions.php': (url) => ({
      body: { country: url.searchParams.get('country'), regions: [] },
    }),
  };
}
