import '@testing-library/jest-dom';
import { INTERESTS, type User } from '@amora/contracts';
import { aUser, fakeFetch, fakePushBrowser, sentBodies, sentRequests, type FetchMock } from '@amora/testing';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { FakeXhr } from '@amora/testing';
import { mountAccount, setUpMountedAccount, type MountOptions } from '../signup/test-support/mount-account';
import { completeSignupServer } from './test-support/complete-signup-server';

setUpMountedAccount();

const member = (overrides: Partial<User> = {}) =>
  aUser({ status: 'not_confirmed', signup_step: 0, first_contact_id: null, ...overrides });

async function openAt(user: User | null, options: MountOptions = {}) {
  const fetch = options.fetch ?? (user ? completeSignupServer(user) : undefined);
  const mounted = await mountAccount('/complete-signup', { user, ...options, fetch });
  await mounted.view.findByRole('heading', { level: 1, name: 'Complete your profile' });
  return mounted;
}

const PUT = (fetch: FetchMock) => sentBodies(fetch, 'PUT /api/complete-signup.php');

describe('/complete-signup', () => {
  it("resumes at the member's signup_step, counted over the steps this member sees", async () => {
    // jsdom cannot push: the notifications step is no step of this member's.
    const { view } = await openAt(member({ signup_step: 2 }));

    expect(view.getByRole('heading', { level: 2, name: 'Where do you live?' })).toBeInTheDocument();
    const progress = view.getByRole('navigation', { name: 'Profile steps' });
    expect(within(progress).getByText('Step 2 of 4')).toBeInTheDocument();
    expect(within(progress).getByText('Location').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(within(progress).getAllByRole('listitem')).toHaveLength(4);
    expect(within(progress).queryByText('Notifications')).toBeNull();
  });

  it("shows the site's name and a way out to the members on every step", async () => {
    const { view, platform } = await openAt(member({ signup_step: 2 }), { settings: { name: 'Amora Test' } });

    expect(view.getByRole('link', { name: 'Amora Test' })).toHaveAttribute('href', '/');
    fireEvent.click(view.getByRole('link', { name: 'Finish later' }));
    expect(platform.navigations).toEqual(['/members']);
  });

  it('Next saves the location with its fields and moves on to the step the server answers', async () => {
    const user = member({ signup_step: 2 });
    const { view, fetch, platform } = await openAt(user, { settings: { geoip_country: 'NL' } });
    expect(view.getByLabelText('Country')).toHaveValue('NL');
    expect(view.getByRole('option', { name: 'Netherlands' })).toBeInTheDocument();
    const province = view.getByLabelText('Province');
    await waitFor(() => expect(province).toBeEnabled());
    fireEvent.change(province, { target: { value: 'North Holland' } });
    fireEvent.change(view.getByLabelText('City'), { target: { value: '' } });

    fireEvent.click(view.getByRole('button', { name: 'Next' }));

    const next = await view.findByRole('heading', { level: 2, name: 'Tell us a bit about yourself' });
    expect(next).toHaveFocus();
    expect(PUT(fetch)).toEqual([
      { step: 2, profile: { country: 'NL', region: 'North Holland', city: null } },
    ]);
    expect(platform.session.getState().user?.signup_step).toBe(3);
  });

  it('Skip sends { step, skip: true }', async () => {
    const { view, fetch } = await openAt(member({ signup_step: 1 }));
    await view.findByRole('button', { name: 'Add a photo' });
    // Nothing to go on with before there is a photo: only Skip.
    expect(view.queryByRole('button', { name: 'Next' })).toBeNull();

    fireEvent.click(view.getByRole('button', { name: 'Skip' }));

    expect(await view.findByRole('heading', { level: 2, name: 'Where do you live?' })).toBeInTheDocument();
    expect(PUT(fetch)).toEqual([{ step: 1, skip: true }]);
  });

  it('skips the push step on its own where the browser cannot push', async () => {
    // jsdom has no PushManager.
    const { view, fetch } = await openAt(member({ signup_step: 0 }), {
      settings: { push_public_key: 'key' },
    });

    expect(await view.findByRole('heading', { level: 2, name: 'Add a profile photo' })).toBeInTheDocument();
    expect(PUT(fetch)).toEqual([{ step: 0, skip: true }]);
    expect(view.getByText('Step 1 of 4')).toBeInTheDocument();
  });

  describe('the push step, where the browser can push', () => {
    // jsdom has no PushManager; the step asks for it (the platform's fake browser does the rest).
    beforeEach(() => Object.defineProperty(window, 'PushManager', { value: class {}, configurable: true }));
    afterEach(() => Reflect.deleteProperty(window, 'PushManager'));

    it("turns on push through the platform (this device's subscription stored), then moves on", async () => {
      const user = member({ signup_step: 0 });
      const push = fakePushBrowser();
      const { view, fetch } = await openAt(user, {
        settings: { push_public_key: 'BKey' },
        push,
        fetch: completeSignupServer(user, {
          'POST /api/user.php': { body: { push_subscribed: true } },
          'GET /api/user.php': { body: { user } },
        }),
      });

      fireEvent.click(await view.findByRole('button', { name: 'Turn on notifications' }));

      expect(await view.findByRole('heading', { level: 2, name: 'Add a profile photo' })).toBeInTheDocument();
      expect(push.registered).toEqual(['/sw-push.js']);
      expect(sentBodies(fetch, 'POST /api/user.php')).toEqual([
        { subscription: push.subscription?.toJSON() },
      ]);
      expect(PUT(fetch)).toEqual([{ step: 0 }]);
    });

    it('moves on too when the member blocks notifications at the prompt', async () => {
      const user = member({ signup_step: 0 });
      const push = fakePushBrowser({ answer: 'denied' });
      const { view, fetch } = await openAt(user, { settings: { push_public_key: 'BKey' }, push });

      fireEvent.click(await view.findByRole('button', { name: 'Turn on notifications' }));

      expect(await view.findByRole('heading', { level: 2, name: 'Add a profile photo' })).toBeInTheDocument();
      expect(sentBodies(fetch, 'POST /api/user.php')).toEqual([]);
      expect(PUT(fetch)).toHaveLength(1);
    });
  });

  describe('the photo step', () => {
    beforeEach(() => FakeXhr.install());
    afterEach(() => FakeXhr.restore());

    it('uploads the photo in place, shows it, and then offers Next', async () => {
      const user = member({ signup_step: 1 });
      const { view, fetch } = await openAt(user, {
        fetch: completeSignupServer(user, { 'GET /api/user.php': { body: { user } } }),
      });
      const photo = new File(['x'], 'me.jpg', { type: 'image/jpeg' });

      fireEvent.change(await view.findByLabelText('Choose photos'), { target: { files: [photo] } });
      await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
      const [upload] = FakeXhr.instances as [FakeXhr];
      expect(upload.url).toBe('/api/photos.php');
      expect(upload.file.name).toBe('me.jpg');
      upload.respond(200, {
        photos: [
          { id: 7, url: '/m/7.jpg', thumb_url: '/m/7t.jpg', status: 'active', is_main: true, position: 0 },
        ],
        limit: 3,
      });

      expect(await view.findByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', '/m/7t.jpg');
      expect(await view.findByText('1 photo uploaded.')).toBeInTheDocument();
      expect(view.getByRole('button', { name: 'Add another photo' })).toBeEnabled();
      expect(sentRequests(fetch, 'GET /api/user.php')).toHaveLength(1);

      fireEvent.click(view.getByRole('button', { name: 'Next' }));
      expect(await view.findByRole('heading', { level: 2, name: 'Where do you live?' })).toBeInTheDocument();
      expect(PUT(fetch)).toEqual([{ step: 1 }]);
    });
  });

  it('saves the personal details, every option in words', async () => {
    const { view, fetch } = await openAt(member({ signup_step: 3 }));
    const bodyType = view.getByLabelText('Body type');
    expect(
      within(bodyType)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Rather not say', 'Slim', 'Athletic', 'Average', 'Curvy', 'Large']);
    fireEvent.change(view.getByLabelText('Sexual orientation'), { target: { value: 'bi' } });
    fireEvent.change(bodyType, { target: { value: 'curvy' } });
    fireEvent.change(view.getByLabelText('Eye colour'), { target: { value: '' } });

    fireEvent.click(view.getByRole('button', { name: 'Next' }));

    await view.findByRole('heading', { level: 2, name: 'A few words about you' });
    expect(PUT(fetch)).toEqual([
      {
        step: 3,
        profile: {
          gender: 'female',
          sexuality: 'bi',
          relationship_status: 'single',
          body_type: 'curvy',
          hair_color: 'brown',
          eye_color: null,
        },
      },
    ]);
  });

  it('the last step takes at most 20 interests and finishes with "Your profile is ready"', async () => {
    const user = member({ signup_step: 4 });
    user.profile.interests = [];
    const { view, fetch } = await openAt(user);
    fireEvent.change(view.getByLabelText('About me'), { target: { value: 'I love the sea.' } });
    const boxes = view.getAllByRole('checkbox');
    expect(boxes).toHaveLength(INTERESTS.length);
    for (const box of boxes.slice(0, 20)) fireEvent.click(box);

    expect(view.getByText('20 of 20 chosen')).toBeInTheDocument();
    expect(boxes[20]).toBeDisabled();
    expect(view.getByRole('checkbox', { name: 'Adventure' })).toBeChecked();

    fireEvent.click(view.getByRole('button', { name: 'Finish' }));

    expect(await view.findByRole('heading', { level: 2, name: 'Your profile is ready' })).toHaveFocus();
    expect(PUT(fetch)).toEqual([
      { step: 4, profile: { about_me: 'I love the sea.', interests: INTERESTS.slice(0, 20) } },
    ]);
    expect(view.queryByRole('navigation', { name: 'Profile steps' })).toBeNull();
  });

  it('shows the server message when a step cannot be saved', async () => {
    const fetch = fakeFetch(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            error: 'validation_failed',
            message: 'Please check the highlighted fields.',
            fields: { city: 'This text is too long.' },
          }),
          { status: 400 },
        ),
      ),
    );
    const { view } = await openAt(member({ signup_step: 2 }), { fetch });

    fireEvent.click(view.getByRole('button', { name: 'Next' }));

    expect(await view.findByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(view.getByLabelText('City')).toHaveAccessibleDescription('This text is too long.');
  });

  it('when done, leads to the first contact and reminds an unconfirmed member to confirm the e-mail', async () => {
    const { view, platform } = await openAt(
      member({ signup_step: null, first_contact_id: 42, email: 'ann@amora.test' }),
    );

    expect(view.getByRole('heading', { level: 2, name: 'Your profile is ready' })).not.toHaveFocus();
    expect(view.getByRole('status')).toHaveTextContent('we have sent a link to ann@amora.test');
    fireEvent.click(view.getByRole('button', { name: 'Back to the profile you were viewing' }));
    expect(platform.navigations).toEqual(['/members/42']);
  });

  it('when done without a first contact, leads to the members; no reminder once confirmed', async () => {
    const { view, platform } = await openAt(member({ signup_step: null, status: 'confirmed' }));

    expect(view.queryByRole('status')).toBeNull();
    fireEvent.click(view.getByRole('button', { name: 'Discover members' }));
    expect(platform.navigations).toEqual(['/members']);
  });

  it('asks a visitor who is not logged in to log in', async () => {
    const { view } = await openAt(null);

    expect(view.getByRole('alert')).toHaveTextContent('Please log in to continue.');
    expect(view.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});

describe('/complete-signup session', () => {
  it('follows the session when the member changes elsewhere', async () => {
    const user = member({ signup_step: 1 });
    const { view, platform } = await openAt(user);

    platform.session.setUser({ ...user, signup_step: 3 });

    await waitFor(() =>
      expect(
        view.getByRole('heading', { level: 2, name: 'Tell us a bit about yourself' }),
      ).toBeInTheDocument(),
    );
  });
});
