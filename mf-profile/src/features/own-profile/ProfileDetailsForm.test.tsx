import { ABOUT_ME_MAX_LENGTH, INTERESTS, MAX_INTERESTS, type User } from '@amora/contracts';
import { apiRefusal, aProfile, aUser, sentRequests, type JsonRoutes } from '@amora/testing';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { fakeServer, profileRoutes, setUpProfileArea } from './test-support/profile-area';

const mountAt = setUpProfileArea();

const member = (profile: Parameters<typeof aProfile>[0] = {}) =>
  aUser({ profile: aProfile({ name: 'Ann', interests: ['coffee'], ...profile }) });

async function openProfile(user: User, routes: JsonRoutes = {}) {
  const area = await mountAt('/profile', { user, fetch: fakeServer({ ...profileRoutes(), ...routes }) });
  await area.view.findByRole('heading', { level: 1, name: 'My profile' });
  const details = within(area.view.getByRole('region', { name: 'About you' }));
  await details.findByRole('checkbox', { name: 'Coffee' });
  return { ...area, details };
}

const PUT = '/api/profile.php';

describe('own profile page (/profile)', () => {
  it('sends a logged-out visitor to the login page', async () => {
    const { platform, fetch } = await mountAt('/profile', { user: null });

    await waitFor(() => expect(platform.navigations).toEqual(['/login']));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the photos, the location and the details of the member', async () => {
    const { view, details } = await openProfile(member({ relationship_status: 'single', tattoos: true }));

    expect(view.getByText(/Hello Ann!/)).toBeInTheDocument();
    expect(view.getByRole('heading', { level: 2, name: 'My photos' })).toBeInTheDocument();
    expect(view.getByRole('heading', { level: 2, name: 'Where you live' })).toBeInTheDocument();
    expect(details.getByLabelText('Relationship status')).toHaveValue('single');
    expect(details.getByRole('switch', { name: 'Tattoos' })).toBeChecked();
    expect(details.getByRole('checkbox', { name: 'Coffee' })).toBeChecked();
    expect(details.getByRole('checkbox', { name: 'Hiking' })).not.toBeChecked();
  });
});

describe('profile details form', () => {
  it('saves the fields with PUT /api/profile.php and hands the answered member to the session', async () => {
    const user = member();
    const saved = { ...user, profile: { ...user.profile, about_me: 'Hello there', tattoos: true } };
    const { details, fetch, platform, view } = await openProfile(user, {
      [`PUT ${PUT}`]: { body: { user: saved } },
    });

    fireEvent.change(details.getByLabelText('Body type'), { target: { value: '' } });
    fireEvent.change(details.getByLabelText('Sexual orientation'), { target: { value: 'bi' } });
    fireEvent.click(details.getByRole('switch', { name: 'Tattoos' }));
    fireEvent.change(details.getByLabelText('About me'), { target: { value: '  Hello there  ' } });
    fireEvent.click(details.getByRole('checkbox', { name: 'Wine' }));
    fireEvent.click(view.getByRole('button', { name: 'Save profile' }));

    expect(await view.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(sentRequests(fetch, `PUT ${PUT}`).map(({ body }) => body)).toEqual([
      {
        country: user.profile.country,
        region: user.profile.region,
        city: user.profile.city,
        gender: 'female',
        sexuality: 'bi',
        relationship_status: 'single',
        body_type: null,
        hair_color: 'brown',
        eye_color: 'green',
        tattoos: true,
        about_me: 'Hello there',
        interests: ['coffee', 'wine'],
      },
    ]);
    expect(platform.session.getState().user?.profile.about_me).toBe('Hello there');
  });

  it('counts the characters left of the about-me text', async () => {
    const { details } = await openProfile(member({ about_me: '' }));
    const aboutMe = details.getByLabelText('About me');

    expect(aboutMe).toHaveAccessibleDescription(`${ABOUT_ME_MAX_LENGTH} characters left`);
    fireEvent.change(aboutMe, { target: { value: 'Hi' } });
    expect(aboutMe).toHaveAccessibleDescription(`${ABOUT_ME_MAX_LENGTH - 2} characters left`);
  });

  it('checks the fields with the server schema first: a too long text is not sent', async () => {
    const { details, fetch, view } = await openProfile(member());

    fireEvent.change(details.getByLabelText('About me'), {
      target: { value: 'x'.repeat(ABOUT_ME_MAX_LENGTH + 1) },
    });
    fireEvent.click(view.getByRole('button', { name: 'Save profile' }));

    expect(await details.findByText('This text is too long.')).toBeInTheDocument();
    expect(details.getByLabelText('About me')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(details.getByLabelText('About me')).toHaveFocus());
    expect(sentRequests(fetch, `PUT ${PUT}`)).toEqual([]);
  });

  it("shows the server's field messages under the fields and its message above the button", async () => {
    const { details, view } = await openProfile(member(), {
      [`PUT ${PUT}`]: apiRefusal(400, 'validation_failed', 'Please check the marked fields.', {
        'profile.hair_color': 'Choose a hair colour from the list.',
      }),
    });

    fireEvent.click(view.getByRole('button', { name: 'Save profile' }));

    expect(await view.findByText('Please check the marked fields.')).toBeInTheDocument();
    expect(details.getByLabelText('Hair colour')).toHaveAccessibleDescription(
      'Choose a hair colour from the list.',
    );
    expect(details.queryByText('Your profile has been saved.')).toBeNull();
  });

  it(`allows at most ${MAX_INTERESTS} interests: then the others are disabled until one is unticked`, async () => {
    const chosen = INTERESTS.slice(0, MAX_INTERESTS - 1);
    const { details } = await openProfile(member({ interests: [...chosen] }), {
      'GET /api/interests.php': { body: { interests: INTERESTS } },
    });
    expect(details.getByText(`${MAX_INTERESTS - 1} of ${MAX_INTERESTS} chosen`)).toBeInTheDocument();
    const wine = details.getByRole('checkbox', { name: 'Wine' });

    fireEvent.click(wine);

    expect(
      details.getByText(
        `You have chosen the maximum of ${MAX_INTERESTS} interests. Untick one to choose another.`,
      ),
    ).toBeInTheDocument();
    expect(details.getByRole('checkbox', { name: 'Tea' })).toBeDisabled();
    expect(wine).toBeEnabled();
    fireEvent.click(wine);
    expect(details.getByRole('checkbox', { name: 'Tea' })).toBeEnabled();
  });

  it('loads the interests once and keeps them for the page', async () => {
    const { fetch } = await openProfile(member());

    expect(sentRequests(fetch, 'GET /api/interests.php')).toHaveLength(1);
  });
});
