import '@testing-library/jest-dom';
import { messageLoaders, type User } from '@amora/contracts';
import {
  apiRefusal,
  aUser,
  fakeFetch,
  jsonFetch,
  sentBodies,
  setUpAreaTests,
  type FetchMock,
} from '@amora/testing';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import * as app from '../../exports/app';

/**
 * The whole account area is mounted at /login as the shell mounts it: its own React root, real
 * platform, translations from the area's locale files and the shared 'messages' namespace. The
 * root commits outside act() (single-spa-react resolves mount after React commits), so the tests
 * fire plain DOM events and wait for the DOM.
 */
const mountAt = setUpAreaTests(app, 'mf_account');

async function mountLogin(fetch?: FetchMock, path = '/login') {
  const logins: User[] = [];
  const area = await mountAt(path, {
    fetch,
    prepare: (platform) => void platform.events.on('session:login', ({ user }) => logins.push(user)),
  });
  await area.view.findByRole('heading', { level: 1, name: 'Log in' });
  return { ...area, logins };
}

function fillIn(view: ReturnType<typeof within>, email: string, password: string) {
  fireEvent.change(view.getByLabelText('E-mail address'), { target: { value: email } });
  fireEvent.change(view.getByLabelText('Password'), { target: { value: password } });
}

const submit = (view: ReturnType<typeof within>) =>
  fireEvent.click(view.getByRole('button', { name: 'Log in' }));

const postedBodies = (fetch: FetchMock) => sentBodies(fetch, 'POST /api/user.php');

function userRoute(status: number, body: unknown): FetchMock {
  return fakeFetch(jsonFetch({ 'POST /api/user.php': { status, body } }));
}

describe('login form', () => {
  it('submitted empty, shows the translated field messages and sends nothing', async () => {
    const { view, fetch } = await mountLogin();

    submit(view);

    expect(await view.findByText('Enter your e-mail address.')).toBeInTheDocument();
    expect(view.getByText('Enter your password.')).toBeInTheDocument();
    expect(view.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    expect(view.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(postedBodies(fetch)).toEqual([]);
  });

  it('rejects an invalid e-mail address before sending', async () => {
    const { view, fetch } = await mountLogin();
    fillIn(view, 'not-an-address', 'secret');

    submit(view);

    expect(await view.findByText('Invalid email')).toBeInTheDocument();
    expect(view.queryByText('Enter your password.')).toBeNull();
    expect(postedBodies(fetch)).toEqual([]);
  });

  it('clears a field message as soon as the member types in that field', async () => {
    const { view } = await mountLogin();
    submit(view);
    await view.findByText('Enter your e-mail address.');

    fireEvent.change(view.getByLabelText('E-mail address'), { target: { value: 'a' } });

    expect(view.queryByText('Enter your e-mail address.')).toBeNull();
    expect(view.getByText('Enter your password.')).toBeInTheDocument();
  });

  it('shows the server message in an alert when the login fails with 401', async () => {
    const fetch = userRoute(401, { error: 'login_failed', message: 'Login failed, please try again' });
    const { view, logins } = await mountLogin(fetch);
    fillIn(view, '  ann@amora.test ', 'wrong');

    submit(view);

    expect(await view.findByRole('alert')).toHaveTextContent('Login failed, please try again');
    expect(postedBodies(fetch)).toEqual([{ email: 'ann@amora.test', password: 'wrong' }]);
    expect(logins).toEqual([]);
  });

  it('shows a field message the server sends with its error', async () => {
    const fetch = userRoute(400, {
      error: 'validation_failed',
      message: 'Please check the highlighted fields.',
      fields: { email: 'This e-mail address is too long.' },
    });
    const { view } = await mountLogin(fetch);
    fillIn(view, 'ann@amora.test', 'secret');

    submit(view);

    expect(await view.findByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(view.getByText('This e-mail address is too long.')).toBeInTheDocument();
  });

  it('shows the translated network message when the server cannot be reached', async () => {
    const fetch: FetchMock = jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    const { view } = await mountLogin(fetch);
    fillIn(view, 'ann@amora.test', 'secret');

    submit(view);

    expect(await view.findByRole('alert')).toHaveTextContent(
      'No connection to the server. Check your internet connection and try again.',
    );
    // A login is a POST: never sent twice.
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is busy while the login is under way', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetch: FetchMock = jest.fn(
      (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Promise<Response>((resolve) => (answer = resolve)),
    );
    const { view } = await mountLogin(fetch);
    fillIn(view, 'ann@amora.test', 'secret');

    submit(view);

    const busy = await view.findByRole('button', { name: 'Logging in…' });
    expect(busy).toBeDisabled();
    answer(new Response(JSON.stringify({ user: aUser() }), { status: 200 }));
    expect(await view.findByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('on success emits session:login with the member from the server', async () => {
    const user = aUser();
    const fetch = userRoute(200, { user });
    const { view, logins } = await mountLogin(fetch);
    fillIn(view, 'ann@amora.test', 'secret');

    submit(view);

    await waitFor(() => expect(logins).toHaveLength(1));
    expect(logins[0]).toEqual(user);
    expect(postedBodies(fetch)).toEqual([{ email: 'ann@amora.test', password: 'secret' }]);
    expect(view.queryByRole('alert')).toBeNull();
  });

  it('shows the field messages in German after the language changes', async () => {
    const { view, platform } = await mountLogin();
    const german = await messageLoaders.de();

    await platform.i18n.changeLanguage('de');
    const button = await view.findByRole('button', { name: 'Anmelden' });
    fireEvent.click(button);

    expect(await view.findByText(german['validation.emailRequired'])).toBeInTheDocument();
    expect(view.getByText(german['validation.passwordRequired'])).toBeInTheDocument();
  });
});

describe('coming back to the login page', () => {
  it('confirms a finished password reset', async () => {
    const { view } = await mountLogin(undefined, '/login?reset=1');
    expect(view.getByRole('status')).toHaveTextContent('Your password has been changed.');
  });

  it('welcomes back a reactivated member', async () => {
    const { view } = await mountLogin(undefined, '/login?reactivated=1');
    expect(view.getByRole('status')).toHaveTextContent('Your account is active again.');
  });

  it('offers a reactivation link to an account pending deletion', async () => {
    const fetch = jest.fn(
      jsonFetch({
        'POST /api/user.php': apiRefusal(
          409,
          'account_pending_deletion',
          'Your account is still pending deletion',
        ),
        'POST /api/reactivate.php': { status: 200, body: { ok: true } },
      }),
    );
    const { view } = await mountLogin(fetch);
    fillIn(view, 'gone@example.com', 'secret-pass');
    submit(view);
    fireEvent.click(await view.findByRole('button', { name: 'Send me a reactivation link' }));
    await view.findByText('If your account is pending deletion, we have sent you a link to reactivate it.');
    const call = fetch.mock.calls.find(([url]) => String(url).includes('/api/reactivate.php'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ email: 'gone@example.com' });
  });
});

describe('a suspended or banned member', () => {
  const refusal = (error: string, restriction: unknown) =>
    userRoute(403, { error, message: 'You cannot log in at the moment.', restriction });

  it('is told until when, why, how to appeal, and where the ban page is', async () => {
    const { view, logins } = await mountLogin(
      refusal('account_suspended', {
        kind: 'suspended',
        ends_at: '2026-12-24T18:00:00.000Z',
        reason: 'You asked another member for money.',
      }),
    );
    fillIn(view, 'ann@amora.test', 'correct horse battery');
    submit(view);

    expect(await view.findByText(/Your account is suspended until December 24, 2026/)).toBeInTheDocument();
    expect(view.getByText('Reason: You asked another member for money.')).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'send an appeal' })).toHaveAttribute(
      'href',
      '/complaints?category=appeal',
    );
    expect(view.getByRole('link', { name: 'About access bans' })).toHaveAttribute('href', '/ban');
    expect(logins).toEqual([]);
    // Said once: the notice stands in for the server's one-line message.
    expect(view.queryByText('You cannot log in at the moment.')).toBeNull();
  });

  it('is told a ban has no end', async () => {
    const { view } = await mountLogin(
      refusal('account_banned', { kind: 'banned', ends_at: null, reason: 'Fake profile.' }),
    );
    fillIn(view, 'ann@amora.test', 'correct horse battery');
    submit(view);

    expect(await view.findByText('Your account is banned, with no end date.')).toBeInTheDocument();
    expect(view.getByText('Reason: Fake profile.')).toBeInTheDocument();
  });
});
