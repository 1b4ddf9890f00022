import { apiRefusal, aUser, jsonFetch, sentBodies, type FetchMock, type JsonRoutes } from '@amora/testing';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import {
  deferredResponse,
  setUpAccountArea,
  someAccountSettings,
} from '../settings/test-support/account-area';
import { leaveSite } from './leave-site';

jest.mock('./leave-site', () => ({ leaveSite: jest.fn() }));

const mountAt = setUpAccountArea();
const SETTINGS_URL = '/api/account-settings.php';

function companyWithDiscount(delete_discount: number | null) {
  return {
    company: {
      name: 'Amora BV',
      address: 'Main street 1',
      kvk: '12345678',
      city: 'Amsterdam',
      country: 'NL',
      tradenames: [],
      vat_numbers: [],
      support_phone: '+31 20 123 4567',
      delete_discount,
      added: '2024-01-01T00:00:00Z',
    },
  };
}

async function openDeletion(routes: JsonRoutes = {}, fetch?: FetchMock) {
  const area = await mountAt('/notifications', {
    user: aUser(),
    ...(fetch ? { fetch } : {}),
    routes: {
      [`GET ${SETTINGS_URL}`]: { body: { settings: someAccountSettings() } },
      'GET /api/companyinfo.php': { body: companyWithDiscount(null) },
      ...routes,
    },
  });
  fireEvent.click(await area.view.findByRole('link', { name: 'Delete my account' }));
  const dialog = within(await area.page.findByRole('dialog', { name: 'Delete your account' }));
  return { ...area, dialog };
}

type Dialog = Awaited<ReturnType<typeof openDeletion>>['dialog'];

async function answerSurvey(dialog: Dialog) {
  fireEvent.click(dialog.getByRole('radio', { name: 'It is too expensive' }));
  fireEvent.change(dialog.getByLabelText('Anything you would like to tell us? (optional)'), {
    target: { value: '  Too pricey for me  ' },
  });
  fireEvent.click(dialog.getByRole('button', { name: 'Next' }));
  await dialog.findByRole('heading', { name: 'Before you go' });
}

async function reachConfirmation(dialog: Dialog) {
  await answerSurvey(dialog);
  fireEvent.click(dialog.getByRole('button', { name: 'No thanks, delete my account' }));
  await dialog.findByRole('heading', { name: 'Confirm with your password' });
}

function confirmWith(dialog: Dialog, password: string) {
  fireEvent.change(dialog.getByLabelText('Your password'), { target: { value: password } });
  fireEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
}

/** Only the clock is faked: timers stay real, so React and Testing Library work as usual. */
function fakeTheClock() {
  jest.useFakeTimers({ doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'nextTick', 'setImmediate', 'clearImmediate', 'performance', 'hrtime', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback'] }); // prettier-ignore
}

afterEach(() => jest.useRealTimers());

describe('account deletion flow', () => {
  it('asks for a reason before going on', async () => {
    const { dialog } = await openDeletion();
    expect(dialog.getByText('Step 1 of 3')).toBeInTheDocument();

    fireEvent.click(dialog.getByRole('button', { name: 'Next' }));

    expect(await dialog.findByText('Choose a reason.')).toBeInTheDocument();
    expect(dialog.getByRole('heading', { name: 'We are sorry to see you go' })).toBeInTheDocument();
  });

  it('offers invisible mode instead, and stops there when taken', async () => {
    const { dialog, view, page, fetch } = await openDeletion({
      [`PUT ${SETTINGS_URL}`]: { body: { settings: someAccountSettings({ invisible: true }) } },
    });
    await answerSurvey(dialog);

    fireEvent.click(dialog.getByRole('button', { name: 'Turn on invisible mode' }));

    expect(await view.findByText(/Invisible mode is on/)).toBeInTheDocument();
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    expect(window.location.search).toBe('');
    expect(sentBodies(fetch, `PUT ${SETTINGS_URL}`)).toEqual([{ invisible: true }]);
    expect(sentBodies(fetch, 'POST /api/account-delete.php')).toEqual([]);
    expect(view.getByRole('switch', { name: 'Invisible mode' })).toBeChecked();
  });

  it('offers to pause every e-mail instead, and stops there when taken', async () => {
    const paused = { messages: false, likes: false, matches: false, gifts: false, newsletter: false };
    const { dialog, view, page, fetch } = await openDeletion({
      [`PUT ${SETTINGS_URL}`]: { body: { settings: someAccountSettings({ email_notifications: paused }) } },
    });
    await answerSurvey(dialog);

    fireEvent.click(dialog.getByRole('button', { name: 'Pause all e-mails' }));

    expect(await view.findByText(/All e-mail notifications are paused/)).toBeInTheDocument();
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    expect(sentBodies(fetch, `PUT ${SETTINGS_URL}`)).toEqual([{ email_notifications: paused }]);
    expect(view.getByRole('switch', { name: 'New messages' })).not.toBeChecked();
  });

  it('shows no discount when the site offers none', async () => {
    const { dialog, fetch } = await openDeletion();
    await answerSurvey(dialog);
    await waitFor(() => expect(sentBodies(fetch, 'GET /api/companyinfo.php')).toHaveLength(1));

    expect(dialog.queryByText(/% off your next credits/)).toBeNull();
  });

  it('shows the discount when the site offers one and leads to the credits page', async () => {
    const { dialog, platform } = await openDeletion({
      'GET /api/companyinfo.php': { body: companyWithDiscount(25) },
    });
    await answerSurvey(dialog);

    expect(await dialog.findByText('Stay and get 25% off your next credits')).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Claim my discount' }));

    expect(platform.navigations).toEqual(['/credits']);
  });

  it('needs the password to confirm and shows the server message when it is wrong', async () => {
    const { dialog, fetch } = await openDeletion({
      'POST /api/account-delete.php': apiRefusal(
        400,
        'validation_failed',
        'Please check the highlighted fields.',
        { password: 'Please check your old password.' },
      ),
    });
    await reachConfirmation(dialog);

    fireEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(await dialog.findByText('Enter your password.')).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST /api/account-delete.php')).toEqual([]);

    confirmWith(dialog, 'wrong');

    expect(await dialog.findByText('Please check your old password.')).toBeInTheDocument();
    expect(dialog.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(sentBodies(fetch, 'POST /api/account-delete.php')).toEqual([
      { reason: 'too_expensive', comment: 'Too pricey for me', password: 'wrong' },
    ]);
  });

  it('after deleting ends the session and counts down to the goodbye page', async () => {
    const { dialog, view, platform } = await openDeletion({
      'POST /api/account-delete.php': { body: { ok: true, partner_url: null } },
    });
    await reachConfirmation(dialog);
    fakeTheClock();

    confirmWith(dialog, 'secret');

    expect(
      await view.findByRole('heading', { level: 1, name: 'Your account will be deleted in 14 days' }),
    ).toBeInTheDocument();
    expect(view.getByText(/We sent you an e-mail with a link to reactivate it/)).toBeInTheDocument();
    expect(view.getByText('You will be redirected in 10 seconds.')).toHaveAttribute('aria-live', 'polite');
    expect(view.getByRole('link', { name: 'Go now' })).toHaveAttribute('href', '/account-deleted');
    // The countdown starts with the page's effects, which also end the session.
    await waitFor(() => expect(platform.session.getState().status).toBe('anonymous'));

    jest.advanceTimersByTime(9_000);
    expect(await view.findByText('You will be redirected in 1 second.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/notifications');

    jest.advanceTimersByTime(1_000);
    expect(
      await view.findByRole('heading', { level: 1, name: 'Goodbye, and thank you' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/account-deleted');
    // The session ended on purpose: no detour to the login page.
    expect(platform.navigations).toEqual([]);
  });

  it('stays on the page when the session ends before the deletion is answered', async () => {
    const deletion = deferredResponse();
    const answer = jsonFetch({
      [`GET ${SETTINGS_URL}`]: { body: { settings: someAccountSettings() } },
      'GET /api/companyinfo.php': { body: companyWithDiscount(null) },
    });
    const fetch: FetchMock = jest.fn((input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('/api/account-delete.php') ? deletion.promise : answer(input, init),
    );
    const { dialog, view, platform } = await openDeletion({}, fetch);
    await reachConfirmation(dialog);
    confirmWith(dialog, 'secret');
    await waitFor(() => expect(sentBodies(fetch, 'POST /api/account-delete.php')).toHaveLength(1));

    // The server ends the session as it deletes; the realtime channel can say so first.
    platform.session.clear();
    deletion.release(200, { ok: true, partner_url: null });

    expect(
      await view.findByRole('heading', { level: 1, name: 'Your account will be deleted in 14 days' }),
    ).toBeInTheDocument();
    expect(platform.navigations).toEqual([]);
  });

  it('at the end of the countdown goes to the partner site when there is one', async () => {
    const { dialog, view, platform } = await openDeletion({
      'POST /api/account-delete.php': { body: { ok: true, partner_url: 'https://partner.example/welcome' } },
    });
    await reachConfirmation(dialog);
    fakeTheClock();

    confirmWith(dialog, 'secret');

    expect(await view.findByRole('link', { name: 'Go now' })).toHaveAttribute(
      'href',
      'https://partner.example/welcome',
    );
    // The countdown starts with the page's effects, which also end the session.
    await waitFor(() => expect(platform.session.getState().status).toBe('anonymous'));
    jest.advanceTimersByTime(10_000);
    await waitFor(() => expect(leaveSite).toHaveBeenCalledWith('https://partner.example/welcome'));
    expect(leaveSite).toHaveBeenCalledTimes(1);
  });

  it('counts down in Polish with the right plural forms', async () => {
    const { platform } = await openDeletion();
    await platform.i18n.changeLanguage('pl');
    const t = platform.i18n.getFixedT('pl', 'account');

    expect(t('deletion.redirectIn', { count: 1 })).toBe('Przekierujemy cię za 1 sekundę.');
    expect(t('deletion.redirectIn', { count: 3 })).toBe('Przekierujemy cię za 3 sekundy.');
    expect(t('deletion.redirectIn', { count: 10 })).toBe('Przekierujemy cię za 10 sekund.');
  });
});
