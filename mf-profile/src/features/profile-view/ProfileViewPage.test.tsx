import '@testing-library/jest-dom';
import type { MemberProfile } from '@amora/contracts';
import { aMainImage, aUser, type FetchMock, type JsonRoutes, sentRequests } from '@amora/testing';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { json, setUpProfileArea } from '../search/test-support/mount-profile';

const mountAt = setUpProfileArea();

function aMember(overrides: Partial<MemberProfile> = {}): MemberProfile {
  return {
    id: 7,
    name: 'Sophie',
    age: 31,
    gender: 'female',
    country: 'NL',
    region: 'Utrecht',
    city: 'Amersfoort',
    main_image: aMainImage(),
    about_me: 'I love long walks on the beach.',
    interests: ['coffee', 'hiking', 'sextoys'],
    hair_color: 'blond',
    eye_color: 'green',
    body_type: 'slim',
    relationship_status: 'single',
    tattoos: true,
    signup_reason: 'dating',
    photos: [
      { id: 1, url: '/media/1.jpg', thumb_url: '/media/1_t.jpg', locked: false, is_main: true },
      { id: 2, url: '/media/2-blurred.jpg', thumb_url: '/media/2_t.jpg', locked: true, is_main: false },
    ],
    fictional: false,
    premium: false,
    liked: false,
    blocked: false,
    related: [],
    ...overrides,
  };
}

const member = aUser({ id: 3 });

function profileRoutes(profile: MemberProfile, extra: JsonRoutes = {}): JsonRoutes {
  return { 'GET /api/profile.php': { body: { profile } }, ...extra };
}

async function openProfile(options: Parameters<typeof mountAt>[1] = {}) {
  const mounted = await mountAt('/members/7', { user: member, ...options });
  await mounted.view.findByRole('heading', { level: 1, name: 'Sophie' });
  return mounted;
}

describe('profile view', () => {
  it('shows the photos, highlights and the fields the profile has, translated', async () => {
    const { view, fetch } = await openProfile({ routes: profileRoutes(aMember()) });

    expect(sentRequests(fetch, 'GET /api/profile.php')[0]?.query).toEqual({ id: '7' });
    expect(view.getByRole('img', { name: 'Photo 1 of Sophie' })).toHaveAttribute('src', '/media/1.jpg');
    const glance = view.getByLabelText('At a glance');
    expect(within(glance).getByText('31 years')).toBeInTheDocument();
    expect(within(glance).getByText('Netherlands')).toBeInTheDocument();
    expect(within(glance).getByText('Province')).toBeInTheDocument();
    expect(within(glance).getByText('Utrecht')).toBeInTheDocument();
    expect(within(glance).getByText('Amersfoort')).toBeInTheDocument();
    expect(view.getByRole('heading', { name: 'About me' })).toBeInTheDocument();
    expect(view.getByText('I love long walks on the beach.')).toBeInTheDocument();
    const interests = view.getByRole('region', { name: 'Interests' });
    expect(
      within(interests)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Coffee', 'Hiking', 'Sex toys']);
    const details = view.getByRole('region', { name: 'Details' });
    for (const text of ['Blonde', 'Green', 'Slim', 'Single', 'Yes', 'Dating']) {
      expect(within(details).getByText(text)).toBeInTheDocument();
    }
    expect(view.getByRole('link', { name: 'Back to search' })).toHaveAttribute('href', '/members');
  });

  it('leaves out the fields the site does not show', async () => {
    const profile = aMember({
      interests: undefined,
      hair_color: undefined,
      tattoos: undefined,
      about_me: undefined,
    });
    const { view } = await openProfile({ routes: profileRoutes(profile) });

    expect(view.queryByRole('heading', { name: 'About me' })).toBeNull();
    expect(view.queryByRole('region', { name: 'Interests' })).toBeNull();
    expect(view.queryByText('Hair colour')).toBeNull();
    expect(view.queryByText('Tattoos')).toBeNull();
    expect(view.getByText('Eye colour')).toBeInTheDocument();
  });

  it('shows a locked photo with a lock and a premium prompt linking to /premium', async () => {
    const { view, platform } = await openProfile({ routes: profileRoutes(aMember()) });

    fireEvent.click(view.getByRole('button', { name: 'Show locked photo 2 of 2' }));

    const photo = view.getByRole('img', { name: 'Locked photo 2 of Sophie' });
    expect(photo).toHaveAttribute('src', '/media/2-blurred.jpg');
    expect(view.getByRole('button', { name: 'Show locked photo 2 of 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const overlay = view.getByTestId('locked-overlay');
    expect(overlay).toHaveTextContent('Premium members see all photos, sharp and unblurred.');
    const premium = within(overlay).getByRole('link', { name: 'Get Premium' });
    expect(premium).toHaveAttribute('href', '/premium');
    fireEvent.click(premium);
    expect(platform.navigations).toEqual(['/premium']);
  });

  it("marks a premium member's photos with the premium badge", async () => {
    const { view } = await openProfile({ routes: profileRoutes(aMember({ premium: true })) });
    expect(view.getByText('Premium member')).toBeInTheDocument();
  });

  it('shows a silhouette for a member without photos', async () => {
    const { view } = await openProfile({ routes: profileRoutes(aMember({ photos: [], main_image: null })) });
    expect(view.getByRole('img', { name: 'Sophie has not added a photo yet' })).toBeInTheDocument();
  });

  it('warns about a fictional profile when the site marks them', async () => {
    const { view } = await openProfile({
      routes: profileRoutes(aMember({ fictional: true })),
      settings: { fictional_warning: true, fictional_singular: 'Animator' },
    });
    expect(view.getByRole('alert')).toHaveTextContent('This profile is marked “Animator”');
  });

  it('likes optimistically, shows the match, and offers the conversation', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetch: FetchMock = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/like.php' && init?.method === 'POST')
        return new Promise<Response>((resolve) => {
          answer = resolve;
        });
      return json(200, { profile: aMember() });
    });
    const { view, page, platform } = await openProfile({ fetch });

    fireEvent.click(view.getByRole('button', { name: 'Like' }));

    expect(await view.findByRole('button', { name: 'Liked', pressed: true })).toBeInTheDocument();
    answer(new Response(JSON.stringify({ liked: true, match: true }), { status: 200 }));
    expect(await view.findByText('You like Sophie. They can see it among their likes.')).toBeInTheDocument();
    const dialog = await page.findByRole('dialog', { name: 'It’s a match!' });
    expect(dialog).toHaveTextContent('You and Sophie like each other.');
    expect(sentRequests(fetch, 'POST /api/like.php').map(({ body }) => body)).toEqual([{ profile_id: 7 }]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Sophie a message' }));
    expect(platform.navigations).toEqual(['/members/7/chat']);
  });

  it('unlikes with DELETE', async () => {
    const { view, fetch } = await openProfile({
      routes: profileRoutes(aMember({ liked: true }), {
        'DELETE /api/like.php': { body: { liked: false, match: false } },
      }),
    });

    fireEvent.click(view.getByRole('button', { name: 'Liked', pressed: true }));

    expect(await view.findByRole('button', { name: 'Like', pressed: false })).toBeInTheDocument();
    expect(await view.findByText('You no longer like Sophie.')).toBeInTheDocument();
    await waitFor(() =>
      expect(sentRequests(fetch, 'DELETE /api/like.php').map(({ body }) => body)).toEqual([
        { profile_id: 7 },
      ]),
    );
  });

  it('takes a refused like back and says why', async () => {
    const message = 'This member cannot be contacted right now.';
    const { view, page } = await openProfile({
      routes: profileRoutes(aMember(), {
        'POST /api/like.php': { status: 409, body: { error: 'not_contactable', message } },
      }),
    });

    fireEvent.click(view.getByRole('button', { name: 'Like' }));

    expect(await view.findByText(message)).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Like' })).toBeInTheDocument();
    expect(page.queryByRole('dialog')).toBeNull();
  });

  it('sends to the chat for a message and a gift', async () => {
    const { view, platform } = await openProfile({ routes: profileRoutes(aMember()) });

    fireEvent.click(view.getByRole('button', { name: 'Send a message' }));
    fireEvent.click(view.getByRole('button', { name: 'Send a gift' }));

    expect(platform.navigations).toEqual(['/members/7/chat', '/members/7/chat?gift=1']);
  });

  it('blocks after confirming, then offers to unblock', async () => {
    const { view, page, fetch } = await openProfile({
      routes: profileRoutes(aMember(), {
        'POST /api/block.php': { body: { blocked: true } },
        'DELETE /api/block.php': { body: { blocked: false } },
      }),
    });

    // Block is no peer of Like and Message: it stands apart, below the profile.
    const primary = view.getByRole('group', { name: 'Get in touch' });
    expect(
      within(primary)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Like', 'Send a message', 'Send a gift']);
    fireEvent.click(view.getByRole('button', { name: 'Block' }));
    const dialog = await page.findByRole('dialog', { name: 'Block Sophie?' });
    expect(dialog).toHaveTextContent('Sophie will no longer be able to see your profile or contact you.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    expect(sentRequests(fetch, 'POST /api/block.php')).toHaveLength(0);

    fireEvent.click(view.getByRole('button', { name: 'Block' }));
    fireEvent.click(within(await page.findByRole('dialog')).getByRole('button', { name: 'Block' }));

    expect(await view.findByText(/You have blocked Sophie/)).toBeInTheDocument();
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    expect(sentRequests(fetch, 'POST /api/block.php').map(({ body }) => body)).toEqual([{ profile_id: 7 }]);
    expect(view.getByRole('button', { name: 'Like' })).toBeDisabled();

    fireEvent.click(view.getByRole('button', { name: 'Unblock' }));
    expect(await view.findByRole('button', { name: 'Block' })).toBeInTheDocument();
    expect(sentRequests(fetch, 'DELETE /api/block.php').map(({ body }) => body)).toEqual([{ profile_id: 7 }]);
  });

  it('shows no like once blocked (the server drops it with the block), nor after unblocking', async () => {
    const { view, page } = await openProfile({
      routes: profileRoutes(aMember({ liked: true }), {
        'POST /api/block.php': { body: { blocked: true } },
        'DELETE /api/block.php': { body: { blocked: false } },
      }),
    });
    expect(await view.findByRole('button', { name: 'Liked' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(view.getByRole('button', { name: 'Block' }));
    fireEvent.click(within(await page.findByRole('dialog')).getByRole('button', { name: 'Block' }));

    expect(await view.findByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(view.getByRole('button', { name: 'Unblock' }));
    expect(await view.findByRole('button', { name: 'Block' })).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('reports with a reason and optional words, and says it arrived without telling the member', async () => {
    const { view, page, fetch } = await openProfile({
      routes: profileRoutes(aMember(), {
        'POST /api/report.php': { body: { ok: true, reference: 'R-1042', blocked: false } },
      }),
    });

    fireEvent.click(view.getByRole('button', { name: 'Report' }));
    const dialog = await page.findByRole('dialog', { name: 'Report Sophie' });
    expect(dialog).toHaveTextContent('Sophie is never told who reported them.');
    const reasons = within(dialog).getByRole('group', { name: 'Why are you reporting?' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'Under 18',
      'Asks for money',
      'Fake profile or scam',
      'Harassment',
      'Inappropriate photos',
      'Spam',
      'Something else',
    ]);
    // Focus moved into the dialog (the close button first).
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Choose a reason.')).toBeInTheDocument();
    expect(sentRequests(fetch, 'POST /api/report.php')).toHaveLength(0);

    fireEvent.click(within(reasons).getByRole('radio', { name: 'Asks for money' }));
    fireEvent.change(within(dialog).getByLabelText('What happened? (optional)'), {
      target: { value: '  Wants 500 euros for a ticket  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(await within(dialog).findByText(/your report arrived \(reference R-1042\)/)).toBeInTheDocument();
    expect(sentRequests(fetch, 'POST /api/report.php').map(({ body }) => body)).toEqual([
      { profile_id: 7, reason: 'money', text: 'Wants 500 euros for a ticket' },
    ]);
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[1]!);
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    expect(view.getByText('Thank you: your report arrived.')).toBeInTheDocument();
  });

  it("blocks and reports in one step, and says so when the day's reports are used up", async () => {
    let answered = 0;
    const { view, page, fetch } = await openProfile({
      routes: profileRoutes(aMember(), {
        'POST /api/report.php': () =>
          (answered += 1) === 1
            ? { status: 429, body: { error: 'too_many_requests', message: 'Too many requests' } }
            : { body: { ok: true, reference: 'R-7', blocked: true } },
      }),
    });

    fireEvent.click(view.getByRole('button', { name: 'Block and report' }));
    const dialog = await page.findByRole('dialog', { name: 'Block and report Sophie' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Harassment' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block and send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have sent many reports today. Please try again tomorrow.',
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Block and send report' }));
    expect(await within(dialog).findByText(/You also blocked Sophie/)).toBeInTheDocument();
    expect(sentRequests(fetch, 'POST /api/report.php').map(({ body }) => body)).toEqual([
      { profile_id: 7, reason: 'harassment', block: true },
      { profile_id: 7, reason: 'harassment', block: true },
    ]);
    expect(view.getByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    expect(view.queryByRole('button', { name: 'Block and report' })).toBeNull();
  });

  it('asks a visitor to sign up for this member instead of liking or writing', async () => {
    const { view, fetch, events } = await openProfile({ user: null, routes: profileRoutes(aMember()) });

    fireEvent.click(view.getByRole('button', { name: 'Like' }));
    fireEvent.click(view.getByRole('button', { name: 'Send a message' }));

    expect(events).toEqual([
      ['signup:start', { targetProfileId: 7 }],
      ['signup:start', { targetProfileId: 7 }],
    ]);
    expect(sentRequests(fetch, 'POST /api/like.php')).toHaveLength(0);
    expect(view.queryByRole('button', { name: 'Block' })).toBeNull();
    fireEvent.click(view.getByRole('button', { name: 'Show locked photo 2 of 2' }));
    expect(
      within(view.getByTestId('locked-overlay')).getByRole('button', { name: 'Sign up for free' }),
    ).toBeInTheDocument();
  });

  it("shows the server's no-access message when the member blocked the viewer", async () => {
    const message = 'You have no access to this profile.';
    const { view } = await mountAt('/members/7', {
      user: member,
      routes: { 'GET /api/profile.php': { status: 403, body: { error: 'blocked', message } } },
    });

    expect(await view.findByRole('heading', { level: 1, name: 'No access' })).toBeInTheDocument();
    expect(view.getByText(message)).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
  });

  it('shows "not found" for an unknown member', async () => {
    const { view } = await mountAt('/members/7', { user: member, routes: {} });
    expect(await view.findByRole('heading', { level: 1, name: 'Profile not found' })).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
  });

  it('shows "not found" without asking the server for an id that is not one', async () => {
    const { view, fetch } = await mountAt('/members/abc', { user: member, routes: {} });
    expect(await view.findByRole('heading', { level: 1, name: 'Profile not found' })).toBeInTheDocument();
    expect(sentRequests(fetch, 'GET /api/profile.php')).toHaveLength(0);
  });

  it('lists related members, and opening one shows that profile with focus on the name', async () => {
    const related = { id: 8, name: 'Eva', age: 40, country: 'DE', city: 'Berlin', main_image: null };
    const fetch: FetchMock = jest.fn((input: RequestInfo | URL) => {
      const id = new URL(String(input), 'http://localhost').searchParams.get('id');
      return json(200, {
        profile: id === '8' ? aMember({ id: 8, name: 'Eva', related: [] }) : aMember({ related: [related] }),
      });
    });
    const { view } = await openProfile({ fetch });

    const section = view.getByRole('region', { name: 'You may also like' });
    const card = within(section).getByRole('link', { name: /Eva/ });
    expect(card).toHaveAttribute('href', '/members/8');
    fireEvent.click(card);

    const heading = await view.findByRole('heading', { level: 1, name: 'Eva' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(window.location.pathname).toBe('/members/8');
  });
});
