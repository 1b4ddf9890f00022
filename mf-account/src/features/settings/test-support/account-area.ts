import type { AccountSettings, PushPreferences } from '@amora/contracts';
import { jsonResponse, setUpAreaTests } from '@amora/testing';
import * as app from '../../../exports/app';

/**
 * The account area mounted the way the shell mounts it (own React root, real platform, the
 * area's translations), with a fake fetch. The root commits outside act(): tests fire plain DOM
 * events and wait for the DOM, as in LoginForm.test.tsx.
 */
export function setUpAccountArea() {
  return setUpAreaTests(app, 'mf_account');
}

/** An answer that waits until the test releases it, to look at the busy state in between. */
export function deferredResponse() {
  let release: (status: number, body: unknown) => void = () => undefined;
  const promise = new Promise<Response>((resolve) => {
    release = (status, body) => resolve(jsonResponse(status, body));
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
    read_receipts: true,
    show_activity: true,
    notifications_disabled: [],
    ...overrides,
  };
}

/** Push preferences as GET /api/push-preferences.php returns them. */
export function somePushPreferences(overrides: Partial<PushPreferences> = {}): PushPreferences {
  return {
    messages: true,
    likes: true,
    matches: true,
    previews: false,
    quiet_hours: null,
    time_zone: 'Europe/Amsterdam',
    ...overrides,
  };
}

/** The settings page also loads the push preferences and the latest data export: routes answering them. */
export const PUSH_PREFERENCES_ROUTE = {
  'GET /api/push-preferences.php': { body: { preferences: somePushPreferences() } },
  'GET /api/export.php': { body: { export: null } },
};
