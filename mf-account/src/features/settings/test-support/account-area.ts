import type { AccountSettings, SiteSettings, User } from '@amora/contracts';
import { createTestPlatform, jsonFetch, type TestPlatform } from '@amora/testing';
import { screen, within } from '@testing-library/dom';
import { mountRootParcel, type Parcel } from 'single-spa';
import * as app from '../../../exports/app';

export type Fetch = jest.Mock<Promise<Response>, [input: RequestInfo | URL, init?: RequestInit]>;
export type Routes = Parameters<typeof jsonFetch>[0];

export interface MountOptions {
  /** Answers by "METHOD path"; anything else is a 404. */
  routes?: Routes;
  fetch?: Fetch;
  /** The member in the session; null: a logged-out visitor; undefined: not known yet. */
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
 * The account area mounted the way the shell mounts it (own React root, real platform, the
 * area's translations), with a fake fetch. The root commits outside act(): tests fire plain DOM
 * events and wait for the DOM, as in LoginForm.test.tsx.
 */
export function setUpAccountArea() {
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
    const fetch = options.fetch ?? jest.fn(jsonFetch(options.routes ?? {}));
    const platform = await createTestPlatform({ fetch, settings: options.settings });
    if (options.user !== undefined) platform.session.setUser(options.user);
    window.history.pushState(null, '', path);
    parcel = mountRootParcel(
      { ...app, name: 'mf_account' } as never,
      { domElement, name: 'mf_account', basename: '/', platform } as never,
    );
    await parcel.mountPromise;
    return { platform, fetch, view: within(domElement), page: screen };
  };
}

/** The JSON bodies sent to one "METHOD path", in order. */
export function sentBodies(fetch: Fetch, route: string): unknown[] {
  const [method, path] = route.split(' ');
  return fetch.mock.calls
    .filter(
      ([input, init]) =>
        new URL(String(input), 'http://localhost').pathname === path && (init?.method ?? 'GET') === method,
    )
    .map(([, init]) => (init?.body === undefined ? undefined : (JSON.parse(String(init.body)) as unknown)));
}

/** An answer that waits until the test releases it, to look at the busy state in between. */
export function deferredResponse() {
  let release: (status: number, body: unknown) => void = () => undefined;
  const promise = new Promise<Response>((resolve) => {
    release = (status, body) =>
      resolve(
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
      );
  });
  return { promise, release };
}

/** Account settings as GET /api/account-settings.php returns them; override what the test is about. */
export function someAccountSettings(overrides: Partial<AccountSettings> = {}): AccountSettings {
  return {
    email: 'ann@amora.test',
    email_notifications: { messages: true, likes: true, matches: true, gifts: true, newsletter: false },
    invisible: false,
    privacy: false,
    notifications_disabled: [],
    ...overrides,
  };
}
