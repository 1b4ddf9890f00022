import '@testing-library/jest-dom';
import { aUser } from '@amora/testing';
import { mountAccount, setUpMountedAccount } from '../signup/test-support/mount-account';

setUpMountedAccount();

const member = () => aUser({ status: 'confirmed', signup_step: null, first_contact_id: null });

async function openDone(path: string) {
  const mounted = await mountAccount(path, { user: member() });
  await mounted.view.findByRole('heading', { level: 1 });
  return mounted;
}

describe('/activate/done', () => {
  it('welcomes the member with the sign-up credits the activation granted, linked to the statement', async () => {
    const { view } = await openDone('/activate/done?welcome_credits=20');

    const welcome = view.getByRole('status');
    expect(welcome).toHaveTextContent('Welcome! 20 free credits are on your account');
    expect(view.getByRole('link', { name: 'your statement' })).toHaveAttribute('href', '/transactions');
  });

  it('claims no credits on a repeated click (the server names none)', async () => {
    const { view } = await openDone('/activate/done');

    expect(view.queryByRole('status')).toBeNull();
  });

  it('ignores a figure that is not a positive whole number', async () => {
    const { view } = await openDone('/activate/done?welcome_credits=-5');

    expect(view.queryByText(/free credits/)).toBeNull();
  });
});
