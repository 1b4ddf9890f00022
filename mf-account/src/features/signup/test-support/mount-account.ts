import type { PlatformEvents, SiteSettings, TrackingParams, User } from '@amora/contracts';
import { createTestPlatform, someSettings, type TestPlatform } from '@amora/testing';
import { within } from '@testing-library/dom';
import { mountRootParcel, type Parcel } from 'single-spa';
import * as app from '../../../exports/app';

/**
 * Mounts the whole account area at a path as the shell does (own React root, real platform,
 * translations from the locale files), with fakes at the edges: fetch, settings, the session and
 * the stored tracking. The root commits outside act(), so tests fire DOM events and wait.
 */
export type Fetch = jest.Mock<Promise<Response>, [input: RequestInfo | URL, init?: RequestInit]>;

/** A jest mock fetch around `handler`, typed as the platform calls fetch. */
export function fakeFetch(
  handler: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>,
): Fetch {
  return jest.fn(handler);
}

export interface MountOptions {
  fetch?: Fetch;
  settings?: Partial<SiteSettings> | null;
  /** undefined: session unknown; null: logged out. */
  user?: User | null;
  tracking?: TrackingParams;
}

type RecordedEvent = { [K in keyof PlatformEvents]: [K, PlatformEvents[K]] }[keyof PlatformEvents];

export interface MountedAccount {
  platform: TestPlatform;
  view: ReturnType<typeof within>;
  fetch: Fetch;
  /** Every platform event emitted, in order. */
  events: RecordedEvent[];
}

const EVENT_NAMES: Array<keyof PlatformEvents> = [
  'session:login',
  'signup:busy',
  'signup:complete',
  'signup:closed',
];

let domElement: HTMLElement | null = null;
let parcel: Parcel | null = null;

/** beforeEach/afterEach for a test file that mounts the area. */
export function setUpMountedAccount(): void {
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(async () => {
    if (parcel?.getStatus() === 'MOUNTED') await parcel.unmount();
    parcel = null;
    domElement?.remove();
    domElement = null;
    window.history.pushState(null, '', '/');
  });
}

/** Site settings for the tests: the factory's defaults with a minimum age of 18. */
export function testSettings(overrides: Partial<SiteSettings> = {}): SiteSettings {
  return someSettings({ min_age: 18, partner_url: null, ...overrides });
}

/** Records every platform event the test cares about. */
export function recordEvents(platform: TestPlatform): RecordedEvent[] {
  const events: RecordedEvent[] = [];
  for (const name of EVENT_NAMES)
    platform.events.on(name, (payload) => events.push([name, payload] as RecordedEvent));
  return events;
}

export async function mountAccount(path: string, options: MountOptions = {}): Promise<MountedAccount> {
  const fetch: Fetch = options.fetch ?? fakeFetch(() => Promise.reject(new TypeError('no route')));
  const settings = options.settings === null ? null : testSettings(options.settings ?? {});
  const platform = await createTestPlatform({ fetch, settings });
  if (options.user !== undefined) platform.session.setUser(options.user);
  if (options.tracking) platform.persisted.setTracking(options.tracking);
  const events = recordEvents(platform);
  domElement = document.createElement('div');
  document.body.appendChild(domElement);
  window.history.pushState(null, '', path);
  parcel = mountRootParcel(
    { ...app, name: 'mf_account' } as never,
    { domElement, name: 'mf_account', basename: '/', platform } as never,
  );
  await parcel.mountPromise;
  return { platform, view: within(domElement), fetch, events };
}

/** The JSON bodies sent with `METHOD path`, in order. */
export function sentBodies(fetch: Fetch, method: string, path: string): unknown[] {
  return fetch.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return url.pathname === path && (init?.method ?? 'GET') === method;
    })
    .map(([, init]) => (init?.body === undefined ? undefined : (JSON.parse(String(init.body)) as unknown)));
}
