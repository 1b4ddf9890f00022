import { apiRefusal, aUser, sentBodies } from '@amora/testing';
import { waitFor } from '@testing-library/dom';
import { setUpAccountArea } from './test-support/account-area';

const mountAt = setUpAccountArea();
const TOKEN = 'mail-token-0123456789';
const CONFIRM = 'POST /api/mail-change-do.php';

describe('confirming a new e-mail address (/mail-change/do)', () => {
  it('confirms the token once and shows the new address of the logged-in member', async () => {
    const changed = aUser({ email: 'new@amora.test' });
    const { view, fetch, platform } = await mountAt(`/mail-change/do?token=${TOKEN}`, {
      user: aUser({ email: 'old@amora.test' }),
      routes: { [CONFIRM]: { body: { user: changed } } },
    });

    expect(await view.findByText('Your e-mail address is now new@amora.test.')).toBeInTheDocument();
    expect(view.getByRole('heading', { level: 1, name: 'E-mail address confirmed' })).toBeInTheDocument();
    expect(sentBodies(fetch, CONFIRM)).toEqual([{ token: TOKEN }]);
    expect(platform.session.getState().user).toEqual(changed);
  });

  it('confirms in a browser where nobody is logged in, leaving the session alone', async () => {
    const { view, platform } = await mountAt(`/mail-change/do?token=${TOKEN}`, {
      user: null,
      routes: { [CONFIRM]: { body: { user: null } } },
    });

    expect(
      await view.findByText('Your new e-mail address is confirmed. From now on, log in with it.'),
    ).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(platform.session.getState().status).toBe('anonymous');
  });

  it('shows the server message for an expired link', async () => {
    const { view } = await mountAt(`/mail-change/do?token=${TOKEN}`, {
      user: aUser(),
      routes: {
        [CONFIRM]: apiRefusal(400, 'token_invalid', 'Link expired or invalid, request a new email'),
      },
    });

    expect(
      await view.findByRole('heading', { level: 1, name: 'Your e-mail address could not be changed' }),
    ).toBeInTheDocument();
    expect(view.getByText('Link expired or invalid, request a new email')).toBeInTheDocument();
  });

  it('shows the server message when the address was taken meanwhile', async () => {
    const { view } = await mountAt(`/mail-change/do?token=${TOKEN}`, {
      user: aUser(),
      routes: {
        [CONFIRM]: apiRefusal(409, 'email_taken', 'An account with this e-mail address already exists'),
      },
    });

    expect(await view.findByText('An account with this e-mail address already exists')).toBeInTheDocument();
  });

  it('without a token shows the invalid-link message and sends nothing', async () => {
    const { view, fetch } = await mountAt('/mail-change/do', { user: aUser() });

    expect(await view.findByText('Link expired or invalid, request a new email')).toBeInTheDocument();
    await waitFor(() => expect(view.getByRole('link', { name: 'Go to your settings' })).toBeInTheDocument());
    expect(fetch).not.toHaveBeenCalled();
  });
});
