import '@testing-library/jest-dom';
import { aUser, jsonFetch, sentBodies, type FetchMock } from '@amora/testing';
import { fireEvent } from '@testing-library/dom';
import { mountAccount, setUpMountedAccount } from '../signup/test-support/mount-account';

setUpMountedAccount();

const member = () => aUser({ status: 'not_confirmed', signup_step: null, first_contact_id: null });
const resendRoute = (status: number, body: unknown): FetchMock =>
  jest.fn(jsonFetch({ 'POST /api/activation-resend.php': { status, body } }));

async function openError(path: string, options: Parameters<typeof mountAccount>[1]) {
  const mounted = await mountAccount(path, options);
  await mounted.view.findByRole('heading', {
    level: 1,
    name: 'Your e-mail address could not be confirmed',
  });
  return mounted;
}

describe('/activate/error', () => {
  it('explains an expired link', async () => {
    const { view } = await openError('/activate/error?reason=expired', { user: member() });

    expect(view.getByRole('alert')).toHaveTextContent('Link expired or invalid, request a new email');
  });

  it('explains any other failure as a failed activation', async () => {
    const { view } = await openError('/activate/error?reason=failed', { user: member() });

    expect(view.getByRole('alert')).toHaveTextContent('Activation failed');
  });

  it('asks a visitor to log in first instead of offering the e-mail', async () => {
    const { view } = await openError('/activate/error', { user: null });

    expect(view.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(view.queryByRole('button', { name: 'Send a new activation e-mail' })).toBeNull();
  });

  it('sends a new activation e-mail, confirms it and rests the button for a minute', async () => {
    const fetch = resendRoute(200, { ok: true });
    const { view } = await openError('/activate/error?reason=expired', { user: member(), fetch });

    fireEvent.click(view.getByRole('button', { name: 'Send a new activation e-mail' }));

    expect(await view.findByRole('status')).toHaveTextContent(
      'Done! We have sent you a new activation e-mail.',
    );
    const button = view.getByRole('button', { name: 'Send a new activation e-mail' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('You can send another e-mail in 60 s.');
    expect(sentBodies(fetch, 'POST /api/activation-resend.php')).toEqual([{}]);
  });

  it("shows the server's too_many_requests message and rests the button", async () => {
    const fetch = resendRoute(429, {
      error: 'too_many_requests',
      message: 'Too many attempts. Please wait a moment and try again.',
    });
    const { view } = await openError('/activate/error', { user: member(), fetch });

    fireEvent.click(view.getByRole('button', { name: 'Send a new activation e-mail' }));

    expect(
      await view.findByText('Too many attempts. Please wait a moment and try again.'),
    ).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Send a new activation e-mail' })).toBeDisabled();
  });

  it("shows the server's already_confirmed message with the way to the members", async () => {
    const fetch = resendRoute(409, {
      error: 'already_confirmed',
      message: 'Your e-mail address is already confirmed.',
    });
    const { view, platform } = await openError('/activate/error', { user: member(), fetch });

    fireEvent.click(view.getByRole('button', { name: 'Send a new activation e-mail' }));

    expect(await view.findByText('Your e-mail address is already confirmed.')).toBeInTheDocument();
    expect(view.queryByRole('button', { name: 'Send a new activation e-mail' })).toBeNull();
    fireEvent.click(view.getByRole('link', { name: 'Go to the members' }));
    expect(platform.navigations).toEqual(['/members']);
  });
});

describe('/activate/done', () => {
  it('confirms the address and offers the profile, premium and the members', async () => {
    const { view, platform } = await mountAccount('/activate/done', { user: member() });

    expect(
      await view.findByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' }),
    ).toBeInTheDocument();
    expect(view.getAllByRole('heading', { level: 2 }).map((h: HTMLElement) => h.textContent)).toEqual([
      'Complete your profile',
      'Get premium',
      'Overview of members',
    ]);
    expect(view.getByRole('link', { name: 'To my profile' })).toHaveAttribute('href', '/profile');
    expect(view.getByRole('link', { name: 'Discover premium' })).toHaveAttribute('href', '/premium');
    fireEvent.click(view.getByRole('link', { name: 'View members' }));
    expect(platform.navigations).toEqual(['/members']);
  });
});
