import { DISMISSAL_KEYS, type LayoutName } from '@amora/contracts';
import { aUser, createTestPlatform, someSettings, type TestPlatform } from '@amora/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { leaveSite } from '../platform/leave-site';
import { INSTALLED_APP_QUERY } from '../platform/media';
import { mockMatchMedia } from '../test-support/match-media';
import { registerShellStrings, renderInRouter } from '../test-support/render-in-router';
import { EntryWarning } from './EntryWarning';

jest.mock('../platform/leave-site', () => ({ leaveSite: jest.fn() }));

let platform: TestPlatform;

async function setUp(settings = someSettings({ min_age: 21, geoip_country: 'FR' })) {
  platform = await createTestPlatform({ settings });
  await registerShellStrings(platform);
  platform.session.setUser(null);
}

afterEach(() => jest.restoreAllMocks());

const warningDialog = () => screen.queryByRole('dialog', { name: 'Adult content' });

function renderWarning(layout: LayoutName = 'default', path = '/') {
  return renderInRouter(<EntryWarning layout={layout} />, platform, path);
}

describe('site-entry warning', () => {
  it("warns a logged-out visitor with the site's minimum age and the terms and cookies", async () => {
    await setUp();
    renderWarning();

    const dialog = warningDialog()!;
    expect(dialog).toHaveTextContent('You must be 21 or older to enter.');
    expect(dialog).toHaveTextContent(
      'By entering, you accept our terms and conditions and our use of cookies.',
    );
  });

  it('cannot be dismissed by Escape or the backdrop and has no close button: the visitor must choose', async () => {
    await setUp();
    renderWarning();

    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.mouseDown(warningDialog()!.parentElement!);

    expect(warningDialog()).toBeInTheDocument();
    expect(within(warningDialog()!).queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('Enter stores the time and lets the visitor in, also on the next page load', async () => {
    await setUp();
    jest.spyOn(Date, 'now').mockReturnValue(1_800_000_000_000);
    const first = renderWarning();

    fireEvent.click(screen.getByRole('button', { name: 'Enter' }));

    expect(warningDialog()).toBeNull();
    expect(platform.persisted.getDismissedAt(DISMISSAL_KEYS.entryWarning)).toBe(1_800_000_000_000);
    first.unmount();
    renderWarning();
    expect(warningDialog()).toBeNull();
  });

  it('Leave takes the visitor off the site and stores nothing', async () => {
    await setUp();
    renderWarning();

    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));

    expect(leaveSite).toHaveBeenCalledTimes(1);
    expect(platform.persisted.getDismissedAt(DISMISSAL_KEYS.entryWarning)).toBeNull();
  });

  it('is not shown to a logged-in member', async () => {
    await setUp();
    platform.session.setUser(aUser());
    renderWarning();

    expect(warningDialog()).toBeNull();
  });

  it('is not shown in the installed app', async () => {
    await setUp();
    const restore = mockMatchMedia([INSTALLED_APP_QUERY]);
    renderWarning();

    expect(warningDialog()).toBeNull();
    restore();
  });

  it('is not shown on the password reset page', async () => {
    await setUp();
    renderWarning('default', '/reset-password/do?token=abc');

    expect(warningDialog()).toBeNull();
  });

  it('on the empty layout, shows for a visitor from NL but not from FR', async () => {
    await setUp(someSettings({ geoip_country: 'NL' }));
    const dutch = renderWarning('empty', '/members/5/signup');
    expect(warningDialog()).toBeInTheDocument();
    dutch.unmount();

    await setUp(someSettings({ geoip_country: 'FR' }));
    renderWarning('empty', '/members/5/signup');
    expect(warningDialog()).toBeNull();
  });
});
