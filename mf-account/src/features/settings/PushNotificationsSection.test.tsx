import {
  aPushSubscription,
  aUser,
  fakePushBrowser,
  jsonFetch,
  sentBodies,
  someSettings,
  type FakePushBrowser,
  type FetchMock,
  type JsonRoutes,
} from '@amora/testing';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { setUpAccountArea, someAccountSettings, somePushPreferences } from './test-support/account-area';

const mountAt = setUpAccountArea();
const PREFERENCES = '/api/push-preferences.php';

async function openPushSection(push: FakePushBrowser | null, routes: JsonRoutes = {}) {
  const fetch: FetchMock = jest.fn(
    jsonFetch({
      'GET /api/account-settings.php': { body: { settings: someAccountSettings() } },
      [`GET ${PREFERENCES}`]: { body: { preferences: somePushPreferences() } },
      'POST /api/user.php': { body: { push_subscribed: true } },
      'DELETE /api/user.php': { body: { push_subscribed: false } },
      'GET /api/user.php': { body: { user: aUser() } },
      ...routes,
    }),
  );
  const area = await mountAt('/notifications', {
    user: aUser(),
    fetch,
    push,
    settings: someSettings({ push_public_key: 'BKey' }),
  });
  const section = within(await area.view.findByRole('region', { name: 'Push notifications' }));
  await section.findByRole('switch', { name: 'Someone writes to you' });
  return { ...area, section, fetch };
}

describe('push notifications on the settings page', () => {
  it('turns push on for this device', async () => {
    const browser = fakePushBrowser();
    const { section, fetch } = await openPushSection(browser);
    expect(section.getByText('Notifications are off on this device.')).toBeInTheDocument();

    fireEvent.click(section.getByRole('button', { name: 'Turn on for this device' }));

    expect(await section.findByText('Notifications are on for this device.')).toBeInTheDocument();
    expect(browser.registered).toEqual(['/sw-push.js']);
    expect(sentBodies(fetch, 'POST /api/user.php')).toEqual([
      { subscription: browser.subscription?.toJSON() },
    ]);
  });

  it('turns push off for this device', async () => {
    const subscription = aPushSubscription();
    const { section, fetch } = await openPushSection(
      fakePushBrowser({ permissionState: 'granted', subscription }),
    );
    fireEvent.click(await section.findByRole('button', { name: 'Turn off for this device' }));

    expect(await section.findByText('Notifications are off on this device.')).toBeInTheDocument();
    expect(sentBodies(fetch, 'DELETE /api/user.php')).toEqual([{ endpoint: subscription.endpoint }]);
    expect(subscription.unsubscribed).toBe(true);
  });

  it('explains a block in the browser, and offers no button', async () => {
    const { section } = await openPushSection(fakePushBrowser({ permissionState: 'denied' }));
    expect(section.getByText(/Notifications are blocked for this site in your browser/)).toBeInTheDocument();
    expect(section.queryByRole('button', { name: /this device/ })).toBeNull();
  });

  it('says when this browser cannot push, and still shows the choices (they hold for every device)', async () => {
    const { section } = await openPushSection(null);
    expect(
      section.getByText('This browser cannot receive notifications from this site.'),
    ).toBeInTheDocument();
    expect(section.getByRole('switch', { name: 'Someone likes you' })).toBeChecked();
  });

  it('saves a type switch at once and confirms it', async () => {
    const { section, fetch } = await openPushSection(null, {
      [`POST ${PREFERENCES}`]: { body: { preferences: somePushPreferences({ likes: false }) } },
    });
    fireEvent.click(section.getByRole('switch', { name: 'Someone likes you' }));

    await waitFor(() => expect(section.getByRole('switch', { name: 'Someone likes you' })).not.toBeChecked());
    await waitFor(() => expect(section.getByText('✓ Saved')).toBeInTheDocument());
    expect(sentBodies(fetch, `POST ${PREFERENCES}`)).toEqual([{ likes: false }]);
  });

  it('previews are off by default and explained: never the message itself', async () => {
    const { section } = await openPushSection(null);
    const previews = section.getByRole('switch', { name: 'Show names' });
    expect(previews).not.toBeChecked();
    expect(previews).toHaveAccessibleDescription(
      'The notification names who wrote to you or liked you. Never the message itself.',
    );
  });

  it('puts a switch back and says so when saving fails', async () => {
    const { section } = await openPushSection(null, {
      [`POST ${PREFERENCES}`]: { status: 500, body: { error: 'internal_error', message: 'Oops' } },
    });
    fireEvent.click(section.getByRole('switch', { name: 'You have a new match' }));
    expect(await section.findByRole('alert')).toHaveTextContent('Your change could not be saved');
    expect(section.getByRole('switch', { name: 'You have a new match' })).toBeChecked();
  });

  it('quiet hours: switched on with the night and the time zone, then times saved once complete', async () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const withQuiet = somePushPreferences({ quiet_hours: { start: '22:00', end: '07:00' }, time_zone: zone });
    const { section, fetch } = await openPushSection(null, {
      [`POST ${PREFERENCES}`]: { body: { preferences: withQuiet } },
    });
    fireEvent.click(section.getByRole('switch', { name: 'Quiet hours' }));

    const start = await section.findByLabelText('From');
    expect(start).toHaveValue('22:00');
    expect(section.getByLabelText('Until')).toHaveValue('07:00');
    fireEvent.change(start, { target: { value: '23:30' } });

    await waitFor(() =>
      expect(sentBodies(fetch, `POST ${PREFERENCES}`)).toEqual([
        { quiet_hours: { start: '22:00', end: '07:00' }, time_zone: zone },
        { quiet_hours: { start: '23:30', end: '07:00' }, time_zone: zone },
      ]),
    );
  });
});
