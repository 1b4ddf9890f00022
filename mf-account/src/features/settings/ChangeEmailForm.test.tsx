import { apiRefusal, aUser, formInSection, sentBodies, type JsonRoutes } from '@amora/testing';
import { fireEvent } from '@testing-library/dom';
import { setUpAccountArea, someAccountSettings } from './test-support/account-area';

const mountAt = setUpAccountArea();

async function openEmailForm(routes: JsonRoutes = {}) {
  const area = await mountAt('/notifications', {
    user: aUser(),
    routes: { 'GET /api/account-settings.php': { body: { settings: someAccountSettings() } }, ...routes },
  });
  const section = await formInSection(area.view, 'Change e-mail address', 'Change e-mail address');
  const fill = (email: string, password: string) =>
    section.fill({ 'New e-mail address': email, 'Your password': password });
  return { ...area, ...section, fill };
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
      'POST /api/mail-change.php': apiRefusal(
        400,
        'validation_failed',
        'Please check the highlighted fields.',
        { email: 'An account with this e-mail address already exists' },
      ),
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
