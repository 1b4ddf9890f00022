import { DISMISSAL_KEYS } from '@amora/contracts';
import { aMainImage, aProfile, aUser, createTestPlatform, type TestPlatform } from '@amora/testing';
import { fireEvent, screen } from '@testing-library/react';
import { registerShellStrings, renderInRouter } from '../test-support/render-in-router';
import { Banners } from './Banners';

let platform: TestPlatform;

beforeEach(async () => {
  platform = await createTestPlatform();
  await registerShellStrings(platform);
  platform.session.setUser(aUser({ profile: aProfile({ main_image: null }) }));
});

afterEach(() => jest.restoreAllMocks());

const invitation = 'Add a photo to your profile: members with a photo get far more replies.';

describe('profile-photo alert', () => {
  it('invites a member without a main photo to the profile page', () => {
    renderInRouter(<Banners />, platform, '/members');

    expect(screen.getByText(invitation)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a photo' })).toHaveAttribute('href', '/profile');
  });

  it('is not shown on the profile page itself', () => {
    renderInRouter(<Banners />, platform, '/profile');

    expect(screen.queryByText(invitation)).toBeNull();
  });

  it('goes away when the member follows the link to the profile page', () => {
    renderInRouter(<Banners />, platform, '/likes');

    fireEvent.click(screen.getByRole('link', { name: 'Add a photo' }));

    expect(screen.queryByText(invitation)).toBeNull();
  });

  it('is not shown to a member with a main photo', () => {
    platform.session.setUser(
      aUser({
        profile: aProfile({
          main_image: aMainImage({ thumb_filename: 'a-t.jpg' }),
        }),
      }),
    );
    renderInRouter(<Banners />, platform, '/members');

    expect(screen.queryByText(invitation)).toBeNull();
  });

  it('stays hidden when dismissed on an earlier visit', () => {
    platform.persisted.dismiss(DISMISSAL_KEYS.enrichProfile, 1_700_000_000_000);
    renderInRouter(<Banners />, platform, '/members');

    expect(screen.queryByText(invitation)).toBeNull();
  });

  it('dismissing hides it and stores the time, so it stays hidden on the next page load', () => {
    jest.spyOn(Date, 'now').mockReturnValue(1_800_000_000_000);
    const first = renderInRouter(<Banners />, platform, '/members');

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss the photo reminder' }));

    expect(screen.queryByText(invitation)).toBeNull();
    expect(platform.persisted.getDismissedAt(DISMISSAL_KEYS.enrichProfile)).toBe(1_800_000_000_000);
    first.unmount();
    renderInRouter(<Banners />, platform, '/chats');
    expect(screen.queryByText(invitation)).toBeNull();
  });
});
