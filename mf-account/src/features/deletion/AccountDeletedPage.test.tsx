import { apiRefusal, sentBodies, type JsonRoutes } from '@amora/testing';
import { fireEvent } from '@testing-library/dom';
import { setUpAccountArea } from '../settings/test-support/account-area';

const mountAt = setUpAccountArea();

async function openGoodbyePage(routes: JsonRoutes = {}) {
  const area = await mountAt('/account-deleted', { routes, user: null });
  await area.view.findByRole('heading', { level: 1, name: 'Goodbye, and thank you' });
  return area;
}

describe('account deleted page', () => {
  it('explains the 14 days and the reactivation link', async () => {
    const { view } = await openGoodbyePage();

    expect(view.getByText(/will be removed for good in 14 days/)).toBeInTheDocument();
    expect(view.getByText(/Click the reactivation link in the e-mail we sent you/)).toBeInTheDocument();
    expect(view.getByRole('heading', { level: 2, name: 'Didn’t get the e-mail?' })).toBeInTheDocument();
  });

  it('checks the address before asking for the link again', async () => {
    const { view, fetch } = await openGoodbyePage();

    fireEvent.click(view.getByRole('button', { name: 'Send the link again' }));

    expect(await view.findByText('Enter your e-mail address.')).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST /api/reactivate.php')).toEqual([]);
  });

  it('asks for the reactivation link again and answers neutrally', async () => {
    const { view, fetch } = await openGoodbyePage({ 'POST /api/reactivate.php': { body: { ok: true } } });

    fireEvent.change(view.getByLabelText('E-mail address of your account'), {
      target: { value: 'ann@amora.test ' },
    });
    fireEvent.click(view.getByRole('button', { name: 'Send the link again' }));

    expect(await view.findByRole('status')).toHaveTextContent(
      'If an account pending deletion exists for ann@amora.test, we sent a new reactivation link.',
    );
    expect(sentBodies(fetch, 'POST /api/reactivate.php')).toEqual([{ email: 'ann@amora.test' }]);
  });

  it('shows the server message when asked too often', async () => {
    const { view } = await openGoodbyePage({
      'POST /api/reactivate.php': apiRefusal(
        429,
        'too_many_requests',
        'Too many attempts. Please wait a moment and try again.',
      ),
    });

    fireEvent.change(view.getByLabelText('E-mail address of your account'), {
      target: { value: 'ann@amora.test' },
    });
    fireEvent.click(view.getByRole('button', { name: 'Send the link again' }));

    expect(await view.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a moment and try again.',
    );
  });

  it('leads back to the home page through the shell', async () => {
    const { view, platform } = await openGoodbyePage();

    fireEvent.click(view.getByRole('button', { name: 'Back to the home page' }));

    expect(platform.navigations).toEqual(['/']);
  });
});
