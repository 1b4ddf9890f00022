import { aUser, sentBodies, type JsonRoutes } from '@amora/testing';
import { fireEvent, within } from '@testing-library/dom';
import { setUpAccountArea, someAccountSettings } from './test-support/account-area';

const mountAt = setUpAccountArea();

async function openEmailForm(routes: JsonRoutes = {}) {
  const area = await mountAt('/notifications', {
    user: aUser(),
    routes: { 'GET /api/account-settings.php': { body: { settings: someAccountSettings() } }, ...routes },
  });
  const heading = await area.view.findByRole('heading', { level: 2, name: 'Change e-mail address' });
  const form = within(heading.closest('section')!);
  const fill = (email: string, password: string) => {
    fireEvent.change(form.getByLabelText('New e-mail address'), { target: { value: email } });
    fireEvent.change(form.getByLabelText('Your password'), { target: { value: password } });
  };
  const submit = () => fireEvent.click(form.getByRole('button', { name: 'Change e-mail address' }));
  return { ...area, form, fill, submit };
}

describe('change e-mail address', () => {
  it('checks the address and the password before sending', async () => {
    const { form, fill, submit, fetch } = await openEmailForm();
    fill('ann@', '');

    submit();

    expect(await form.findByText('Invalid email')).toBeInTheDocument();
    expect(form.getByText('Enter your password.')).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST /api/mail-change.php')).toEqual([]);
  });

  it('suggests the address the member probably meant and takes it on request', async () => {
    const { form, fill } = await openEmailForm();
    fill('ann@gmial.com', 'secret');

    fireEvent.click(form.getByRole('button', { name: 'Did you mean ann@gmail.com?' }));

    expect(form.getByLabelText('New e-mail address')).toHaveValue('ann@gmail.com');
    expect(form.queryByRole('button', { name: /Did you mean/ })).toBeNull();
  });

  it('shows the server message at the e-mail field', async () => {
    const { form, fill, submit } = await openEmailForm({
      'POST /api/mail-change.php': {
        status: 400,
        body: {
          error: 'validation_failed',
          message: 'Please check the highlighted fields.',
          fields: { email: 'An account with this e-mail address already exists' },
        },
      },
    });
    fill('taken@amora.test', 'secret');

    submit();

    expect(await form.findByText('An account with this e-mail address already exists')).toBeInTheDocument();
    expect(form.getByLabelText('New e-mail address')).toHaveAttribute('aria-invalid', 'true');
  });

  it('tells the member where the confirmation link went', async () => {
    const { form, fill, submit, fetch } = await openEmailForm({
      'POST /api/mail-change.php': { body: { ok: true } },
    });
    fill(' new@amora.test ', 'secret');

    submit();

    expect(await form.findByRole('status')).toHaveTextContent(
      'We sent a confirmation link to new@amora.test.',
    );
    expect(sentBodies(fetch, 'POST /api/mail-change.php')).toEqual([
      { email: 'new@amora.test', password: 'secret' },
    ]);
    expect(form.getByLabelText('New e-mail address')).toHaveValue('');
  });
});
