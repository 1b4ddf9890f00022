import type { RouteName } from '@amora/contracts';
import { aMainImage, aProfile, aUser } from '@amora/testing';
import {
  shouldShowActivateReminder,
  shouldShowDisabledNotificationsAlert,
  shouldShowProfilePhotoAlert,
  shouldShowPushAlert,
} from './banner-rules';

const unconfirmed = (overrides: Parameters<typeof aUser>[0] = {}) =>
  aUser({ status: 'not_confirmed', profile: aProfile({ status: 'disabled' }), ...overrides });

describe('activate reminder rule', () => {
  it('shows for a member who has not confirmed the address and whose profile is disabled', () => {
    expect(shouldShowActivateReminder(unconfirmed(), 'members')).toBe(true);
  });

  it('shows on the 404 page (no route)', () => {
    expect(shouldShowActivateReminder(unconfirmed(), null)).toBe(true);
  });

  it('does not show to a visitor who is not logged in', () => {
    expect(shouldShowActivateReminder(null, 'members')).toBe(false);
  });

  it('does not show once the address is confirmed', () => {
    expect(shouldShowActivateReminder(unconfirmed({ status: 'confirmed' }), 'members')).toBe(false);
  });

  it('does not show when the profile is no longer disabled', () => {
    expect(
      shouldShowActivateReminder(unconfirmed({ profile: aProfile({ status: 'active' }) }), 'members'),
    ).toBe(false);
  });

  it('does not show when e-mails to the member are disabled', () => {
    expect(shouldShowActivateReminder(unconfirmed({ notifications_disabled: ['bounced'] }), 'members')).toBe(
      false,
    );
  });

  it.each<RouteName>(['signup', 'members-id-signup', 'complete-signup', 'notifications'])(
    'does not show on %s',
    (route) => {
      expect(shouldShowActivateReminder(unconfirmed(), route)).toBe(false);
    },
  );
});

describe('disabled-notifications alert rule', () => {
  const disabled = aUser({ notifications_disabled: ['spam'] });

  it('shows when e-mails to the member are disabled', () => {
    expect(shouldShowDisabledNotificationsAlert(disabled, 'members', null)).toBe(true);
    expect(shouldShowDisabledNotificationsAlert(disabled, null, null)).toBe(true);
  });

  it('does not show when nothing is disabled', () => {
    expect(shouldShowDisabledNotificationsAlert(aUser(), 'members', null)).toBe(false);
  });

  it('does not show to a visitor who is not logged in', () => {
    expect(shouldShowDisabledNotificationsAlert(null, 'members', null)).toBe(false);
  });

  it('does not show on the notifications page', () => {
    expect(shouldShowDisabledNotificationsAlert(disabled, 'notifications', null)).toBe(false);
  });

  it('does not show once dismissed', () => {
    expect(shouldShowDisabledNotificationsAlert(disabled, 'members', 1_700_000_000_000)).toBe(false);
  });
});

describe('profile-photo alert rule', () => {
  const withoutPhoto = aUser({ profile: aProfile({ main_image: null }) });
  const withPhoto = aUser({
    profile: aProfile({
      main_image: aMainImage({ thumb_filename: 'a-thumb.jpg' }),
    }),
  });

  it('shows to a logged-in member without a main photo, also on the 404 page', () => {
    expect(shouldShowProfilePhotoAlert(withoutPhoto, 'members', null)).toBe(true);
    expect(shouldShowProfilePhotoAlert(withoutPhoto, null, null)).toBe(true);
  });

  it('does not show once the member has a main photo', () => {
    expect(shouldShowProfilePhotoAlert(withPhoto, 'members', null)).toBe(false);
  });

  it('does not show to a visitor who is not logged in', () => {
    expect(shouldShowProfilePhotoAlert(null, 'members', null)).toBe(false);
  });

  it('does not show once dismissed', () => {
    expect(shouldShowProfilePhotoAlert(withoutPhoto, 'members', 1_700_000_000_000)).toBe(false);
  });

  it.each<RouteName>([
    'profile',
    'signup',
    'members-id-signup',
    'complete-signup',
    'activate-done',
    'premium',
    'notifications',
    'directdebit',
  ])('does not show on %s', (route) => {
    expect(shouldShowProfilePhotoAlert(withoutPhoto, route, null)).toBe(false);
  });
});

describe('push-enable alert rule', () => {
  it('shows to a member on a device that can push and is not subscribed', () => {
    expect(shouldShowPushAlert(aUser(), 'unsubscribed', 'members', null)).toBe(true);
    expect(shouldShowPushAlert(aUser(), 'unsubscribed', null, null)).toBe(true);
  });

  it.each(['unknown', 'unsupported', 'denied', 'subscribed'] as const)(
    'does not show when push is %s',
    (status) => {
      expect(shouldShowPushAlert(aUser(), status, 'members', null)).toBe(false);
    },
  );

  it('does not show to a visitor, nor once dismissed', () => {
    expect(shouldShowPushAlert(null, 'unsubscribed', 'members', null)).toBe(false);
    expect(shouldShowPushAlert(aUser(), 'unsubscribed', 'members', 1_700_000_000_000)).toBe(false);
  });

  it.each<RouteName>([
    'signup',
    'members-id-signup',
    'complete-signup',
    'notifications',
    'activate-done',
    'directdebit',
    'premium',
  ])('does not show on %s', (route) => {
    expect(shouldShowPushAlert(aUser(), 'unsubscribed', route, null)).toBe(false);
  });
});
