import { DISMISSAL_KEYS } from '@amora/contracts';
import { aProfile, aUser, createTestPlatform, type TestPlatform } from '@amora/testing';
import { fireEvent, screen } from '@testing-library/react';
import { registerShellStrings, renderInRouter } from '../test-support/render-in-router';
import { Banners } from './Banners';

let platform: TestPlatform;

beforeEach(async () => {
  platform = await createTestPlatform();
  await registerShellStrings(platform);
  platform.session.setUser(aUser({ notifications_disabled: ['bounced'] }));
});

afterEach(() => jest.restoreAllMocks());

const warning = /We can no longer send you e-mails/;

describe('disabled-notifications alert', () => {
  it('warns a member we can no longer e-mail and links to the notifications page', () => {
    renderInRouter(<Banners />, platform, '/members');

    expect(screen.getByRole('alert')).toHaveTextContent(warning);
    expect(screen.getByRole('link', { name: 'Check your notification settings' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it('is not shown on the notifications page', () => {
    renderInRouter(<Banners />, platform, '/notifications');

    expect(screen.queryByText(warning)).toBeNull();
  });

  it('is not shown when e-mails reach the member', () => {
    platform.session.setUser(aUser());
    renderInRouter(<Banners />, platform, '/members');

    expect(screen.queryByText(warning)).toBeNull();
  });

  it('replaces the activate reminder for an unconfirmed member (the link could not arrive)', () => {
    platform.session.setUser(
      aUser({
        status: 'not_confirmed',
        profile: aProfile({ status: 'disabled' }),
        notifications_disabled: ['spam'],
      }),
    );
    renderInRouter(<Banners />, platform, '/members');

    expect(screen.getByText(warning)).toBeInTheDocument();
    expect(screen.queryByText('Please confirm your e-mail address')).toBeNull();
  });

  it('stays hidden when dismissed on an earlier visit', () => {
    platform.persisted.dismiss(DISMISSAL_KEYS.disabledNotifications, 1_700_000_000_000);
    renderInRouter(<Banners />, platform, '/members');

    expect(screen.queryByText(warning)).toBeNull();
  });

  it('dismissing hides it and stores the time, so it stays hidden on the next page load', () => {
    jest.spyOn(Date, 'now').mockReturnValue(1_800_000_000_000);
    const first = renderInRouter(<Banners />, platform, '/members');

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));

    expect(screen.queryByText(warning)).toBeNull();
    expect(platform.persisted.getDismissedAt(DISMISSAL_KEYS.disabledNotifications)).toBe(1_800_000_000_000);
    first.unmount();
    renderInRouter(<Banners />, platform, '/likes');
    expect(screen.queryByText(warning)).toBeNull();
  });
});
