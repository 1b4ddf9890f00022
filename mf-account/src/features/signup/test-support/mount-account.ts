import type { PlatformEvents, SiteSettings, TrackingParams } from '@amora/contracts';
import {
  fakeFetch,
  recordEvents,
  setUpAreaTests,
  someSettings,
  type AreaTestOptions,
  type AreaUnderTest,
  type RecordedEvent,
  type TestPlatform,
} from '@amora/testing';
import * as app from '../../../exports/app';

export interface MountOptions extends Omit<AreaTestOptions, 'routes' | 'settings' | 'prepare'> {
  /** Overrides of the test settings; null: no settings. */
  settings?: Partial<SiteSettings> | null;
  tracking?: TrackingParams;
}

/** The events of signing up and logging in. */
const SIGNUP_EVENTS = [
  'session:login',
  'signup:busy',
  'signup:complete',
  'signup:closed',
] as const satisfies ReadonlyArray<keyof PlatformEvents>;

export type SignupEvent = RecordedEvent<(typeof SIGNUP_EVENTS)[number]>;

export interface MountedAccount extends Omit<AreaUnderTest, 'page'> {
  /** Every sign-up and login event emitted, in order. */
  events: SignupEvent[];
}

let mountAccountArea: ReturnType<typeof setUpAreaTests> | null = null;

/** beforeEach/afterEach for a test file that mounts the area. */
export function setUpMountedAccount(): void {
  mountAccountArea = setUpAreaTests(app, 'mf_account');
}

/** Site settings for the tests: the factory's defaults with a minimum age of 18. */
export function testSettings(overrides: Partial<SiteSettings> = {}): SiteSettings {
  return someSettings({ min_age: 18, partner_url: null, ...overrides });
}

/** Records every sign-up and login event. */
export function recordSignupEvents(platform: TestPlatform): SignupEvent[] {
  return recordEvents(platform, SIGNUP_EVENTS);
}

/**
 * Mounts the whole account area at a path as the shell does (own React root, real platform,
 * translations from the locale files), with fakes at the edges: fetch, settings, the session and
 * the stored tracking. The root commits outside act(), so tests fire DOM events and wait.
 */
export async function mountAccount(
  path: string,
  { settings, tracking, ...options }: MountOptions = {},
): Promise<MountedAccount> {
  if (!mountAccountArea) throw new Error('mountAccount() without setUpMountedAccount()');
  let events: SignupEvent[] = [];
  const { platform, view, fetch } = await mountAccountArea(path, {
    ...options,
    fetch: options.fetch ?? fakeFetch(() => Promise.reject(new TypeError('no route'))),
    settings: settings === null ? null : testSettings(settings),
    prepare: (platform) => {
      if (tracking) platform.persisted.setTracking(tracking);
      events = recordSignupEvents(platform);
    },
  });
  return { platform, view, fetch, events };
}
