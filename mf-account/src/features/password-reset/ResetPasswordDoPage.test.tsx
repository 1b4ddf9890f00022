import { apiRefusal, sentBodies, type JsonRoutes } from '@amora/testing';
import { fireEvent, waitFor } from '@testing-library/dom';
import { setUpAccountArea } from '../settings/test-support/account-area';

const mountAt = setUpAccountArea();
const TOKEN = 'reset-token-0123456789';

async function openNewPasswordPage(routes: JsonRoutes = {}) {
  const area = await mountAt(`/reset-password/do?token=${TOKEN}`, {
    routes: { 'POST /api/reset-password-check.php': { body: { ok: true } }, ...routes },
    user: null,
  });
  await area.view.findByRole('heading', { level: 1, name: 'Choose a new password' });
  return area;
}

function choose(
  view: Awaited<ReturnType<typeof openNewPasswordPage>>['view'],
  password: string,
  repeat: string,
) {
  fireEvent.change(view.getByLabelText('New password'), { target: { value: password } });
  fireEvent.change(view.getByLabelText('Repeat new password'), { target: { value: repeat } });
  fireEvent.click(view.getByRole('button', { name: 'Save new password' }));
}

describe('new password from the reset link', () => {
  it('without a token shows the invalid-link message with the way to a new e-mail', async () => {
    const { view, fetch } = await mountAt('/reset-password/do', { user: null });

    expect(
      await view.findByRole('heading', { level: 1, name: 'This link no longer works' }),
    ).toBeInTheDocument();
    expect(view.getByText('Link expired or invalid, request a new email')).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'Request a new e-mail' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    expect(view.queryByLabelText('New password')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('checks the link first: a broken one says so and shows no form', async () => {
    const { view, fetch } = await mountAt(`/reset-password/do?token=${TOKEN}`, {
      routes: {
        'POST /api/reset-password-check.php': apiRefusal(
          400,
          'token_invalid',
          'Link expired or invalid, request a new email',
        ),
      },
      user: null,
    });

    expect(
      await view.findByRole('heading', { level: 1, name: 'This link no longer works' }),
    ).toBeInTheDocument();
    expect(view.queryByLabelText('New password')).toBeNull();
    expect(sentBodies(fetch, 'POST /api/reset-password-check.php')).toEqual([{ token: TOKEN }]);
  });

  it('checks the password rules before sending', async () => {
    const { view, fetch } = await openNewPasswordPage();

    choose(view, 'abc', 'abc');

    expect(await view.findByText('Choose a password of at least 6 characters.')).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST /api/reset-password-do.php')).toEqual([]);
  });

  it('shows a message when the two passwords differ', async () => {
    const { view, fetch } = await openNewPasswordPage();

    choose(view, 'secret-1', 'secret-2');

    expect(await view.findByText('The entered passwords are not the same.')).toBeInTheDocument();
    expect(view.getByLabelText('Repeat new password')).toHaveAttribute('aria-invalid', 'true');
    expect(sentBodies(fetch, 'POST /api/reset-password-do.php')).toEqual([]);
  });

  it('sends the token with the new password and goes to the login page', async () => {
    const { view, fetch } = await openNewPasswordPage({
      'POST /api/reset-password-do.php': { body: { ok: true } },
    });

    choose(view, 'new-secret', 'new-secret');

    expect(await view.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/login?reset=1');
    expect(sentBodies(fetch, 'POST /api/reset-password-do.php')).toEqual([
      { token: TOKEN, password: 'new-secret', password_repeat: 'new-secret' },
    ]);
  });

  it('on token_invalid shows the server message and a link to request a new e-mail', async () => {
    const { view } = await openNewPasswordPage({
      'POST /api/reset-password-do.php': apiRefusal(
        400,
        'token_invalid',
        'Link expired or invalid, request a new email',
      ),
    });

    choose(view, 'new-secret', 'new-secret');

    expect(
      await view.findByRole('heading', { level: 1, name: 'This link no longer works' }),
    ).toBeInTheDocument();
    expect(view.getByRole('alert')).toHaveTextContent('Link expired or invalid, request a new email');
    fireEvent.click(view.getByRole('link', { name: 'Request a new e-mail' }));
    await waitFor(() => expect(window.location.pathname).toBe('/reset-password'));
    expect(await view.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
  });

  it('shows the field messages the server sends', async () => {
    const { view } = await openNewPasswordPage({
      'POST /api/reset-password-do.php': apiRefusal(
        400,
        'validation_failed',
        'Please check the highlighted fields.',
        { password: 'This password is too long.' },
      ),
    });

    choose(view, 'new-secret', 'new-secret');

    expect(await view.findByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(view.getByText('This password is too long.')).toBeInTheDocument();
  });
});
