import { apiRefusal, sentBodies, type JsonRoutes } from '@amora/testing';
import { fireEvent } from '@testing-library/dom';
import { setUpAccountArea } from '../settings/test-support/account-area';

const mountAt = setUpAccountArea();

async function openResetPage(routes: JsonRoutes = {}) {
  const area = await mountAt('/reset-password', { routes, user: null });
  await area.view.findByRole('heading', { level: 1, name: 'Forgot your password?' });
  return area;
}

function requestLink(view: Awaited<ReturnType<typeof openResetPage>>['view'], email: string) {
  fireEvent.change(view.getByLabelText('E-mail address'), { target: { value: email } });
  fireEvent.click(view.getByRole('button', { name: 'Send me a link' }));
}

describe('password reset request', () => {
  it('asks for an e-mail address before sending anything', async () => {
    const { view, fetch } = await openResetPage();

    fireEvent.click(view.getByRole('button', { name: 'Send me a link' }));

    expect(await view.findByText('Enter your e-mail address.')).toBeInTheDocument();
    expect(view.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    expect(sentBodies(fetch, 'POST /api/reset-password.php')).toEqual([]);
  });

  it('rejects an invalid address before sending', async () => {
    const { view, fetch } = await openResetPage();

    requestLink(view, 'ann@');

    expect(await view.findByText('Invalid email')).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST /api/reset-password.php')).toEqual([]);
  });

  it('shows the same neutral confirmation, whoever the address belongs to', async () => {
    const { view, fetch } = await openResetPage({
      'POST /api/reset-password.php': { body: { ok: true } },
    });

    requestLink(view, ' someone@amora.test ');

    expect(await view.findByRole('status')).toHaveTextContent(
      'If an account exists for someone@amora.test, we sent a link to choose a new password.',
    );
    expect(view.queryByLabelText('E-mail address')).toBeNull();
    expect(sentBodies(fetch, 'POST /api/reset-password.php')).toEqual([{ email: 'someone@amora.test' }]);
    expect(view.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login');
  });

  it('shows the reset limit as an error and keeps the form', async () => {
    const { view } = await openResetPage({
      'POST /api/reset-password.php': apiRefusal(
        429,
        'reset_limit',
        'Too many password reset emails sent, please try again tomorrow.',
      ),
    });

    requestLink(view, 'ann@amora.test');

    expect(await view.findByRole('alert')).toHaveTextContent(
      'Too many password reset emails sent, please try again tomorrow.',
    );
    expect(view.getByLabelText('E-mail address')).toHaveValue('ann@amora.test');
    expect(view.queryByRole('status')).toBeNull();
  });
});
