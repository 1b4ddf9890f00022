import { aProfile, aUser } from '@amora/testing';
import { shouldShowActivateReminder, shouldShowDisabledNotificationsAlert } from './banner-rules';

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

  it.each(['signup', 'members-id-signup', 'complete-signup', 'notifications'])(
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
