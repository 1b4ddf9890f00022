import '@testing-library/jest-dom';
import { aUser, createTestPlatform, jsonFetch } from '@amora/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { recordSignupEvents, testSettings } from '../../features/signup/test-support/mount-account';
import { SignupWidget } from './signup';

/** The widget as the shell renders it in its signup modal: in the caller's React tree, platform as a prop. */
async function renderWidget(fetch: typeof globalThis.fetch = jsonFetch({}), targetProfileId?: number) {
  const platform = await createTestPlatform({ fetch, settings: testSettings() });
  const events = recordSignupEvents(platform);
  render(<SignupWidget platform={platform} targetProfileId={targetProfileId} />);
  await screen.findByRole('heading', { name: 'Join for free' });
  return { platform, events };
}

describe('signup widget', () => {
  it('registers the account translations itself and shows the form', async () => {
    const { platform } = await renderWidget();

    expect(platform.i18n.hasLoadedNamespace('account')).toBe(true);
    expect(screen.getByLabelText('E-mail address')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up for free' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Your first message')).toBeNull();
  });

  it('"log in instead" closes the modal and goes to /login', async () => {
    const { platform, events } = await renderWidget();

    fireEvent.click(screen.getByRole('button', { name: 'Already a member? Log in instead' }));

    expect(events).toEqual([['signup:closed', {}]]);
    expect(platform.navigations).toEqual(['/login']);
  });

  it('signs up for a target profile and reports the flow complete', async () => {
    const user = aUser({ signup_step: 0, first_contact_id: 42 });
    const fetch = jest.fn(jsonFetch({ 'POST /api/signup.php': { body: { user } } }));
    const { platform, events } = await renderWidget(fetch, 42);
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'ann@amora.test' } });
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'Ann' } });
    fireEvent.change(screen.getByLabelText('Choose a password'), { target: { value: 'secret12' } });
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '17' } });
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '1990' } });

    fireEvent.click(screen.getByRole('button', { name: 'Sign up for free' }));

    await waitFor(() => expect(platform.navigations).toEqual(['/complete-signup']));
    expect(events).toEqual([
      ['signup:busy', { busy: true }],
      ['signup:busy', { busy: false }],
      ['signup:complete', {}],
    ]);
    expect(platform.session.getState().user).toEqual(user);
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toMatchObject({ target_profile_id: 42 });
  });
});
