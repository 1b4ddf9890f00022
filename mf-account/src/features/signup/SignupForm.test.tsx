import '@testing-library/jest-dom';
import { queryKeys } from '@amora/platform';
import { apiRefusal, aUser, fakeFetch, jsonFetch, sentBodies, type FetchMock } from '@amora/testing';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { mountAccount, setUpMountedAccount } from './test-support/mount-account';

setUpMountedAccount();

type View = ReturnType<typeof within>;

interface Entry {
  email?: string;
  name?: string;
  password?: string;
  /** [day, month, year] as the selects' values. */
  dateOfBirth?: [string, string, string];
}

const ADULT: Required<Entry> = {
  email: 'ann@amora.test',
  name: 'Ann',
  password: 'secret12',
  dateOfBirth: ['17', '5', '1990'],
};

function fillIn(view: View, entry: Entry = {}) {
  const { email, name, password, dateOfBirth } = { ...ADULT, ...entry };
  fireEvent.change(view.getByLabelText('E-mail address'), { target: { value: email } });
  fireEvent.change(view.getByLabelText('Username'), { target: { value: name } });
  fireEvent.change(view.getByLabelText('Choose a password'), { target: { value: password } });
  const [day, month, year] = dateOfBirth;
  fireEvent.change(view.getByLabelText('Day'), { target: { value: day } });
  fireEvent.change(view.getByLabelText('Month'), { target: { value: month } });
  fireEvent.change(view.getByLabelText('Year'), { target: { value: year } });
}

const submit = (view: View) => fireEvent.click(view.getByRole('button', { name: 'Sign up for free' }));

async function openSignup(options: Parameters<typeof mountAccount>[1] = {}) {
  const mounted = await mountAccount('/signup', options);
  await mounted.view.findByRole('heading', { level: 1, name: 'Create your free account' });
  return mounted;
}

const signupRoute = (status: number, body: unknown): FetchMock =>
  jest.fn(jsonFetch({ 'POST /api/signup.php': { status, body } }));

describe('sign-up form validation', () => {
  it('refuses a name equal to the e-mail address, before sending', async () => {
    const { view, fetch } = await openSignup();
    fillIn(view, { email: 'ann@amora.test', name: 'ANN@amora.test' });

    submit(view);

    expect(await view.findByText('Your name may not be your e-mail address.')).toBeInTheDocument();
    expect(view.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(view.getByLabelText('Username')).toHaveFocus();
    expect(sentBodies(fetch, 'POST /api/signup.php')).toEqual([]);
  });

  it('refuses a name that starts with @', async () => {
    const { view, fetch } = await openSignup();
    fillIn(view, { name: '@ann' });

    submit(view);

    expect(await view.findByText('Your name may not start with @.')).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST /api/signup.php')).toEqual([]);
  });

  it("refuses a date of birth under the site's minimum age, naming that age", async () => {
    // Only Date is faked: the area's timers and promises run as usual.
    jest.useFakeTimers({
      now: new Date('2026-06-15T12:00:00Z'),
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    try {
      const { view, fetch } = await openSignup({ settings: { min_age: 21 } });
      // 2005 is the newest year offered (2026 - 21); born in December, the member is still 20.
      expect(view.getByRole('option', { name: '2005' })).toBeInTheDocument();
      expect(view.queryByRole('option', { name: '2006' })).toBeNull();
      fillIn(view, { dateOfBirth: ['1', '12', '2005'] });

      submit(view);

      expect(await view.findByText('Enter your date of birth: you must be 21+ to join.')).toBeInTheDocument();
      expect(view.getByLabelText('Day')).toHaveAttribute('aria-invalid', 'true');
      expect(sentBodies(fetch, 'POST /api/signup.php')).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses a date that does not exist (31 February)', async () => {
    const { view, fetch } = await openSignup();
    fillIn(view, { dateOfBirth: ['31', '2', '1990'] });

    submit(view);

    expect(await view.findByText('Invalid date of birth.')).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST /api/signup.php')).toEqual([]);
  });

  it('submitted empty, asks for every field and for the date of birth with the minimum age', async () => {
    const { view, fetch } = await openSignup();

    submit(view);

    expect(await view.findByText('Enter your e-mail address.')).toBeInTheDocument();
    expect(view.getByText('Enter a name.')).toBeInTheDocument();
    expect(view.getByText('Choose a password of at least 6 characters.')).toBeInTheDocument();
    expect(view.getByText('Enter your date of birth: you must be 18+ to join.')).toBeInTheDocument();
    expect(view.getByLabelText('E-mail address')).toHaveFocus();
    expect(sentBodies(fetch, 'POST /api/signup.php')).toEqual([]);
  });
});

describe('sign-up e-mail help', () => {
  it('suggests the likely address for a mistyped domain and applies it when clicked', async () => {
    const { view } = await openSignup();
    const email = view.getByLabelText('E-mail address');

    fireEvent.change(email, { target: { value: 'ann@gmial.com' } });
    fireEvent.click(await view.findByRole('button', { name: 'Did you mean ann@gmail.com?' }));

    expect(email).toHaveValue('ann@gmail.com');
    expect(email).toHaveFocus();
    expect(view.queryByRole('button', { name: /Did you mean/ })).toBeNull();
  });

  it('on 409 email_taken shows the message on the e-mail field with links to log in and reset the password', async () => {
    const fetch = signupRoute(409, {
      error: 'email_taken',
      message: 'An account with this e-mail address already exists',
      fields: { email: 'An account with this e-mail address already exists' },
    });
    const { view, platform } = await openSignup({ fetch });
    fillIn(view);

    submit(view);

    const email = view.getByLabelText('E-mail address');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('An account with this e-mail address already exists'),
    );
    expect(view.queryByRole('alert')).toBeNull();
    const login = view.getByRole('link', { name: 'Log in with this address' });
    expect(login).toHaveAttribute('href', '/login');
    expect(view.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    fireEvent.click(login);
    expect(platform.navigations).toEqual(['/login']);
  });

  it('on 409 account_pending_deletion offers to send a reactivation link, then confirms it was sent', async () => {
    const fetch: FetchMock = jest.fn(
      jsonFetch({
        'POST /api/signup.php': apiRefusal(
          409,
          'account_pending_deletion',
          'Your account is still pending deletion',
          { email: 'Your account is still pending deletion' },
        ),
        'POST /api/reactivate.php': { body: { ok: true } },
      }),
    );
    const { view } = await openSignup({ fetch });
    fillIn(view, { email: ' ann@amora.test ' });

    submit(view);
    fireEvent.click(await view.findByRole('button', { name: 'Send me a reactivation link' }));

    expect(await view.findByRole('status')).toHaveTextContent(
      'Check your inbox: we have sent a reactivation link to ann@amora.test. It works for 14 days.',
    );
    expect(view.getByText('Your account is still pending deletion')).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST /api/reactivate.php')).toEqual([{ email: 'ann@amora.test' }]);
  });
});

describe('sign-up server answers', () => {
  it("shows the server's field messages next to their fields, and its message in an alert", async () => {
    const fetch = signupRoute(400, {
      error: 'validation_failed',
      message: 'Please check the highlighted fields.',
      fields: { name: 'This name is already in use.', date_of_birth: 'Invalid date of birth.' },
    });
    const { view } = await openSignup({ fetch });
    fillIn(view);

    submit(view);

    expect(await view.findByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(view.getByLabelText('Username')).toHaveAccessibleDescription('This name is already in use.');
    expect(view.getByText('Invalid date of birth.')).toBeInTheDocument();
    expect(view.getByLabelText('Username')).toHaveFocus();

    // Editing the field clears its message.
    fireEvent.change(view.getByLabelText('Username'), { target: { value: 'Ann B' } });
    expect(view.queryByText('This name is already in use.')).toBeNull();
  });

  it('emits signup:busy while the request runs, and not busy once it is answered', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetch = fakeFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { view, events } = await openSignup({ fetch });
    fillIn(view);

    submit(view);

    expect(await view.findByRole('button', { name: 'Creating your account…' })).toBeDisabled();
    expect(events).toEqual([['signup:busy', { busy: true }]]);
    answer(
      new Response(JSON.stringify({ error: 'too_many_requests', message: 'Too many attempts.' }), {
        status: 429,
      }),
    );
    expect(await view.findByRole('alert')).toHaveTextContent('Too many attempts.');
    expect(events).toEqual([
      ['signup:busy', { busy: true }],
      ['signup:busy', { busy: false }],
    ]);
  });

  it('on success logs the member in locally, emits signup:complete and goes on to /complete-signup', async () => {
    const user = aUser({ status: 'not_confirmed', signup_step: 0, first_contact_id: null });
    const fetch = signupRoute(200, { user });
    const { view, platform, events } = await openSignup({ fetch });
    fillIn(view, { email: '  ann@amora.test ', name: ' Ann ' });

    submit(view);

    await waitFor(() => expect(platform.navigations).toEqual(['/complete-signup']));
    expect(platform.session.getState()).toEqual({ status: 'authenticated', user });
    expect(platform.queryClient.getQueryData(queryKeys.user())).toEqual({ user });
    expect(events).toEqual([
      ['signup:busy', { busy: true }],
      ['signup:busy', { busy: false }],
      ['signup:complete', {}],
    ]);
    // No session:login: the shell would send the new member to /members.
    expect(events.some(([name]) => name === 'session:login')).toBe(false);
    expect(sentBodies(fetch, 'POST /api/signup.php')).toEqual([
      { email: 'ann@amora.test', name: 'Ann', password: 'secret12', date_of_birth: '1990-05-17' },
    ]);
  });
});

describe('sign-up languages', () => {
  it('speaks German after the language changes, month names and legal links included', async () => {
    const { view, platform } = await openSignup();

    await platform.i18n.changeLanguage('de');

    expect(
      await view.findByRole('heading', { level: 1, name: 'Erstelle dein kostenloses Konto' }),
    ).toBeInTheDocument();
    expect(view.getByLabelText('Monat')).toBeInTheDocument();
    expect(view.getByRole('option', { name: 'Mai' })).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/privacy');
  });
});

describe('sign-up availability', () => {
  it('shows the invite-only message instead of the form when sign-ups are closed', async () => {
    const { view } = await openSignup({ settings: { signups: 'closed' } });

    expect(
      view.getByText('Sign-up on this site is by invitation only. Ask a member to invite you.'),
    ).toBeInTheDocument();
    expect(view.queryByLabelText('E-mail address')).toBeNull();
  });

  it('with_trafficsource shows the invite-only message to a visitor who did not arrive through a tracked source', async () => {
    const { view } = await openSignup({ settings: { signups: 'with_trafficsource' } });

    expect(
      view.getByText('Sign-up on this site is by invitation only. Ask a member to invite you.'),
    ).toBeInTheDocument();
    expect(view.queryByRole('button', { name: 'Sign up for free' })).toBeNull();
  });

  it('with_trafficsource shows the form to a tracked visitor and sends the tracking along', async () => {
    const fetch = signupRoute(200, { user: aUser({ signup_step: 0, first_contact_id: null }) });
    const tracking = { network: 'ads', sub1: 'spring' };
    const { view } = await openSignup({ settings: { signups: 'with_trafficsource' }, tracking, fetch });
    fillIn(view);

    submit(view);

    await waitFor(() =>
      expect(sentBodies(fetch, 'POST /api/signup.php')).toEqual([
        {
          ...{ email: 'ann@amora.test', name: 'Ann', password: 'secret12' },
          date_of_birth: '1990-05-17',
          tracking,
        },
      ]),
    );
  });

  it('links to the terms and privacy statement (in a new tab) and to the login', async () => {
    const { view } = await openSignup();

    expect(view.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/terms');
    expect(view.getByRole('link', { name: 'privacy statement' })).toHaveAttribute('href', '/privacy');
    expect(view.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});
