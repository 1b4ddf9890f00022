import { apiRefusal, aUser, formInSection, sentBodies, type JsonRoutes } from '@amora/testing';
import { setUpAccountArea, someAccountSettings } from './test-support/account-area';

const mountAt = setUpAccountArea();

async function openPasswordForm(routes: JsonRoutes = {}) {
  const area = await mountAt('/notifications', {
    user: aUser(),
    routes: { 'GET /api/account-settings.php': { body: { settings: someAccountSettings() } }, ...routes },
  });
  const section = await formInSection(area.view, 'Change password', 'Change password');
  const fill = (old: string, password: string, repeat: string) =>
    section.fill({ 'Current password': old, 'New password': password, 'Repeat new password': repeat });
  return { ...area, ...section, fill };
}

describe('change password', () => {
  it('submitted empty, asks for the passwords and sends nothing', async () => {
    const { form, submit, fetch } = await openPasswordForm();

    submit();

    expect(await form.findAllByText('Enter your password.')).not.toHaveLength(0);
    expect(form.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByText('Choose a password of at least 6 characters.')).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST /api/password.php')).toEqual([]);
  });

  it('says so when the new passwords differ', async () => {
    const { form, fill, submit, fetch } = await openPasswordForm();
    fill('old-secret', 'new-secret', 'new-secrte');

    submit();

    expect(await form.findByText('The entered passwords are not the same.')).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST /api/password.php')).toEqual([]);
  });

  it('shows the server message at the old password when it is wrong', async () => {
    const { form, fill, submit } = await openPasswordForm({
      'POST /api/password.php': apiRefusal(400, 'validation_failed', 'Please check the highlighted fields.', {
        old_password: 'Please check your old password.',
      }),
    });
    fill('wrong', 'new-secret', 'new-secret');

    submit();

    expect(await form.findByText('Please check your old password.')).toBeInTheDocument();
    expect(form.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(form.getByLabelText('Current password')).toHaveAccessibleDescription(
      'Please check your old password.',
    );
  });

  it('says a wrong old password once, under the field, when the server gives the same message twice', async () => {
    const message = 'The old password is not correct.';
    const { form, fill, submit } = await openPasswordForm({
      'POST /api/password.php': apiRefusal(400, 'validation_failed', message, { old_password: message }),
    });
    fill('wrong', 'new-secret', 'new-secret');

    submit();

    expect(await form.findByText(message)).toBeInTheDocument();
    expect(form.getAllByText(message)).toHaveLength(1);
    expect(form.queryByRole('alert')).toBeNull();
    expect(form.getByLabelText('Current password')).toHaveAccessibleDescription(message);
  });

  it('confirms the change, mentions the other devices and empties the fields', async () => {
    const { form, fill, submit, fetch } = await openPasswordForm({
      'POST /api/password.php': { body: { ok: true } },
    });
    fill('old-secret', 'new-secret', 'new-secret');

    submit();

    expect(await form.findByRole('status')).toHaveTextContent(
      'Password changed; you were logged out on other devices.',
    );
    expect(sentBodies(fetch, 'POST /api/password.php')).toEqual([
      { old_password: 'old-secret', password: 'new-secret', password_repeat: 'new-secret' },
    ]);
    expect(form.getByLabelText('Current password')).toHaveValue('');
    expect(form.getByLabelText('New password')).toHaveValue('');
  });
});
