import { apiRefusal, aUser, jsonFetch, sentBodies, type FetchMock, type JsonRoutes } from '@amora/testing';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import {
  deferredResponse,
  PUSH_PREFERENCES_ROUTE,
  setUpAccountArea,
  someAccountSettings,
} from './test-support/account-area';

const mountAt = setUpAccountArea();
const SETTINGS_URL = '/api/account-settings.php';

async function openSettings(routes: JsonRoutes = {}) {
  const area = await mountAt('/notifications', {
    user: aUser(),
    routes: {
      [`GET ${SETTINGS_URL}`]: { body: { settings: someAccountSettings() } },
      ...PUSH_PREFERENCES_ROUTE,
      ...routes,
    },
  });
  await area.view.findByRole('heading', { level: 1, name: 'Settings' });
  return area;
}

describe('settings page (/notifications)', () => {
  it('sends a logged-out visitor to the login page', async () => {
    const { platform, fetch } = await mountAt('/notifications', { user: null });

    await waitFor(() => expect(platform.navigations).toEqual(['/login']));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows a spinner while the settings load, then every section', async () => {
    const answer = deferredResponse();
    const fetch: FetchMock = jest.fn((_input: RequestInfo | URL, _init?: RequestInit) => answer.promise);
    const { view } = await mountAt('/notifications', { user: aUser(), fetch });

    expect(await view.findByRole('status')).toHaveTextContent('Loading your settings…');
    answer.release(200, { settings: someAccountSettings({ email: 'ann@amora.test' }) });

    expect(await view.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    for (const name of [
      'E-mail notifications',
      'Privacy',
      'Change password',
      'Change e-mail address',
      'Delete account',
    ])
      expect(view.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(view.getByText('Your current e-mail address is ann@amora.test.')).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'Delete my account' })).toHaveAttribute(
      'href',
      '/notifications?delete=1',
    );
  });

  it('shows an error with a retry button when the settings cannot be loaded', async () => {
    let healthy = false;
    const fetch: FetchMock = jest.fn((input: RequestInfo | URL, init?: RequestInit) =>
      healthy
        ? jsonFetch({ [`GET ${SETTINGS_URL}`]: { body: { settings: someAccountSettings() } } })(input, init)
        : jsonFetch({
            [`GET ${SETTINGS_URL}`]: apiRefusal(
              500,
              'internal_error',
              'An error occured, please try again later.',
            ),
          })(input, init),
    );
    const { view } = await mountAt('/notifications', { user: aUser(), fetch });

    expect(
      await view.findByRole('heading', { level: 1, name: 'We could not load your settings' }),
    ).toBeInTheDocument();
    expect(view.getByText('An error occured, please try again later.')).toBeInTheDocument();

    healthy = true;
    fireEvent.click(view.getByRole('button', { name: 'Try again' }));

    expect(await view.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  });

  it('shows one switch per e-mail type with the stored state', async () => {
    const { view } = await openSettings();

    expect(view.getByRole('switch', { name: 'New messages' })).toBeChecked();
    expect(view.getByRole('switch', { name: 'New likes' })).toBeChecked();
    expect(view.getByRole('switch', { name: 'New matches' })).toBeChecked();
    expect(view.getByRole('switch', { name: 'Gifts you receive' })).toBeChecked();
    expect(view.getByRole('switch', { name: 'News and special offers' })).not.toBeChecked();
  });

  it('moves an e-mail switch at once and saves it with a PUT of that type only', async () => {
    const put = deferredResponse();
    const answer = jsonFetch({
      [`GET ${SETTINGS_URL}`]: { body: { settings: someAccountSettings() } },
      ...PUSH_PREFERENCES_ROUTE,
    });
    const fetch: FetchMock = jest.fn((input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'PUT' ? put.promise : answer(input, init),
    );
    const { view } = await mountAt('/notifications', { user: aUser(), fetch });
    const likes = await view.findByRole('switch', { name: 'New likes' });

    fireEvent.click(likes);

    // Before the server answers.
    await waitFor(() => expect(view.getByRole('switch', { name: 'New likes' })).not.toBeChecked());
    expect(sentBodies(fetch, `PUT ${SETTINGS_URL}`)).toEqual([{ email_notifications: { likes: false } }]);
    const emails = within(view.getByRole('region', { name: 'E-mail notifications' }));
    expect(emails.getByRole('status')).toHaveTextContent('Saving…');

    put.release(200, {
      settings: someAccountSettings({
        email_notifications: { messages: true, likes: false, matches: true, gifts: true, newsletter: false },
      }),
    });
    // The settings, the push preferences, the data export, the PUT.
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(4));
    // Let the answer settle: it matches the switch, so nothing visible changes.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(view.getByRole('switch', { name: 'New likes' })).not.toBeChecked();
    expect(view.getByRole('switch', { name: 'New messages' })).toBeChecked();
    expect(view.queryByRole('alert')).toBeNull();
    // The member is told the change is kept.
    expect(emails.getByRole('status')).toHaveTextContent('Saved');
  });

  it('puts the switch back and shows an error when saving fails', async () => {
    const { view, fetch } = await openSettings({
      [`PUT ${SETTINGS_URL}`]: apiRefusal(400, 'validation_failed', 'Please check the highlighted fields.'),
    });

    fireEvent.click(view.getByRole('switch', { name: 'News and special offers' }));

    expect(await view.findByRole('alert')).toHaveTextContent('Your change could not be saved');
    expect(view.getByRole('switch', { name: 'News and special offers' })).not.toBeChecked();
    expect(sentBodies(fetch, `PUT ${SETTINGS_URL}`)).toEqual([{ email_notifications: { newsletter: true } }]);
  });

  it('explains invisible and privacy mode and saves them', async () => {
    const { view, fetch } = await openSettings({
      [`PUT ${SETTINGS_URL}`]: { body: { settings: someAccountSettings({ invisible: true }) } },
    });
    const invisible = view.getByRole('switch', { name: 'Invisible mode' });
    expect(invisible).toHaveAccessibleDescription(
      'You disappear from search, and nobody can send you a message or like you.',
    );
    expect(view.getByRole('switch', { name: 'Privacy mode' })).toHaveAccessibleDescription(
      'Only logged-in members you are already in contact with can see your photos and details.',
    );

    fireEvent.click(invisible);

    await waitFor(() => expect(sentBodies(fetch, `PUT ${SETTINGS_URL}`)).toEqual([{ invisible: true }]));
    expect(view.getByRole('switch', { name: 'Invisible mode' })).toBeChecked();
  });

  it('explains read receipts (shared both ways) and saves the switch', async () => {
    const { view, fetch } = await openSettings({
      [`PUT ${SETTINGS_URL}`]: { body: { settings: someAccountSettings({ read_receipts: false }) } },
    });
    const receipts = view.getByRole('switch', { name: 'Read receipts' });
    expect(receipts).toBeChecked();
    expect(receipts).toHaveAccessibleDescription(
      'Others see when you have read their messages, and you see when they have read yours. Switched off, neither is shown.',
    );

    fireEvent.click(receipts);

    await waitFor(() => expect(sentBodies(fetch, `PUT ${SETTINGS_URL}`)).toEqual([{ read_receipts: false }]));
    expect(view.getByRole('switch', { name: 'Read receipts' })).not.toBeChecked();
  });

  it('lists why e-mails are off and turns them on again, refreshing the member', async () => {
    const refreshed = aUser({ notifications_disabled: [] });
    const { view, fetch, platform } = await openSettings({
      [`GET ${SETTINGS_URL}`]: {
        body: {
          settings: someAccountSettings({ notifications_disabled: ['spam', 'bounced', 'unsubscribed'] }),
        },
      },
      [`PUT ${SETTINGS_URL}`]: { body: { settings: someAccountSettings() } },
      'GET /api/user.php': { body: { user: refreshed } },
    });

    const alert = await view.findByRole('alert');
    expect(alert).toHaveTextContent('We are not sending you any e-mails at the moment');
    expect(alert).toHaveTextContent('you marked one of our e-mails as spam');
    expect(alert).toHaveTextContent('e-mails to your address bounced');
    expect(alert).toHaveTextContent('you unsubscribed in your mail app');

    fireEvent.click(view.getByRole('button', { name: 'Send me e-mails again' }));

    expect(await view.findByText('Done! You will receive our e-mails again.')).toBeInTheDocument();
    expect(sentBodies(fetch, `PUT ${SETTINGS_URL}`)).toEqual([{ reenable_notifications: true }]);
    expect(sentBodies(fetch, 'GET /api/user.php')).toHaveLength(1);
    expect(platform.session.getState().user).toEqual(refreshed);
    expect(view.queryByRole('alert')).toBeNull();
  });

  it('shows no disabled-notifications alert when e-mails are on', async () => {
    const { view } = await openSettings();

    expect(view.queryByRole('button', { name: 'Send me e-mails again' })).toBeNull();
  });

  it('is shown in German after the language changes', async () => {
    const { view, platform } = await openSettings();

    await platform.i18n.changeLanguage('de');

    expect(await view.findByRole('heading', { level: 1, name: 'Einstellungen' })).toBeInTheDocument();
    expect(view.getByRole('switch', { name: 'Neue Nachrichten' })).toBeChecked();
    expect(view.getByRole('switch', { name: 'Unsichtbar-Modus' })).not.toBeChecked();
  });
});
