import '@testing-library/jest-dom';
import { aMainImage, aProfile, aUser, type FetchMock, jsonFetch, sentBodies } from '@amora/testing';
import { fireEvent, waitFor } from '@testing-library/dom';
import { mountAccount, setUpMountedAccount } from './test-support/mount-account';

setUpMountedAccount();

function fillIn(view: Awaited<ReturnType<typeof mountAccount>>['view']) {
  fireEvent.change(view.getByLabelText('E-mail address'), { target: { value: 'ann@amora.test' } });
  fireEvent.change(view.getByLabelText('Username'), { target: { value: 'Ann' } });
  fireEvent.change(view.getByLabelText('Choose a password'), { target: { value: 'secret12' } });
  fireEvent.change(view.getByLabelText('Day'), { target: { value: '17' } });
  fireEvent.change(view.getByLabelText('Month'), { target: { value: '5' } });
  fireEvent.change(view.getByLabelText('Year'), { target: { value: '1990' } });
}

describe('sign-up from a member profile', () => {
  it("shows the member's card and sends target_profile_id with the first message", async () => {
    const target = aProfile({
      id: 42,
      name: 'Sophie',
      age: 31,
      main_image: aMainImage(),
    });
    const fetch: FetchMock = jest.fn(
      jsonFetch({
        'GET /api/profile.php': { body: { profile: target } },
        'POST /api/signup.php': { body: { user: aUser({ signup_step: 0, first_contact_id: 42 }) } },
      }),
    );
    const { view, platform } = await mountAccount('/members/42/signup', { fetch });

    expect(
      await view.findByRole('heading', { level: 1, name: 'Sign up to meet Sophie' }),
    ).toBeInTheDocument();
    expect(view.getByRole('img', { name: 'Profile photo of Sophie' })).toHaveAttribute('src', '/media/a.jpg');
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/profile.php?id=42');
    fillIn(view);
    fireEvent.change(view.getByLabelText('Your first message to Sophie'), {
      target: { value: '  Hi Sophie! ' },
    });
    expect(view.getByText('Characters left: 487')).toBeInTheDocument();

    fireEvent.click(view.getByRole('button', { name: 'Sign up for free' }));

    await waitFor(() => expect(platform.navigations).toEqual(['/complete-signup']));
    expect(sentBodies(fetch, 'POST /api/signup.php')).toEqual([
      {
        email: 'ann@amora.test',
        name: 'Ann',
        password: 'secret12',
        date_of_birth: '1990-05-17',
        target_profile_id: 42,
        signup_message: 'Hi Sophie!',
      },
    ]);
  });

  it('still offers the form, with the message field, when the profile cannot be loaded', async () => {
    const fetch: FetchMock = jest.fn(jsonFetch({}));
    const { view } = await mountAccount('/members/42/signup', { fetch });

    expect(
      await view.findByRole('heading', { level: 1, name: 'Create your free account' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(view.getByLabelText('Your first message')).toBeInTheDocument();
    expect(view.queryByRole('img')).toBeNull();
  });
});
