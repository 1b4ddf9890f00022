import { PHOTO_MAX_BYTES, type OwnPhoto, type User } from '@amora/contracts';
import { UPLOAD_DONE_VISIBLE_MS } from '@amora/ui';
import { aMainImage, apiRefusal, aProfile, aUser, type JsonRoutes, sentRequests } from '@amora/testing';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { FakeXhr } from '@amora/testing';
import { anOwnPhoto, fakeServer, profileRoutes, setUpProfileArea } from './test-support/profile-area';

const mountAt = setUpProfileArea();

beforeEach(() => FakeXhr.install());
afterEach(() => FakeXhr.restore());

const withMainImage = (user: User): User => ({
  ...user,
  profile: {
    ...user.profile,
    main_image: aMainImage({ thumb_filename: 'a-thumb.jpg' }),
  },
});

async function openPhotos(
  photos: OwnPhoto[],
  options: { limit?: number; user?: User; routes?: JsonRoutes } = {},
) {
  const user = options.user ?? aUser({ profile: aProfile({ main_image: null }) });
  const fetch = fakeServer({
    ...profileRoutes(photos, options.limit ?? 3),
    'GET /api/user.php': { body: { user: withMainImage(user) } },
    ...options.routes,
  });
  const area = await mountAt('/profile', { user, fetch });
  const section = await area.view.findByRole('region', { name: /My photos/ });
  const photosView = within(section);
  await photosView.findByRole('button', { name: 'Add photos' });
  return { ...area, photos: photosView };
}

const altTexts = (photos: ReturnType<typeof within>) =>
  photos.getAllByRole('img').map((img: HTMLElement) => img.getAttribute('src'));

const file = (name: string, type = 'image/jpeg') => new File(['x'], name, { type });

/** Opens photo `number`'s menu and reads its items; closes it again. */
function menuOf(photos: ReturnType<typeof within>, number: number): string[] {
  const button = photos.getByRole('button', { name: `Options for photo ${number}` });
  fireEvent.click(button);
  const items = within(photos.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
  fireEvent.click(button);
  return items;
}

/** Chooses `action` in photo `number`'s menu. */
function act(photos: ReturnType<typeof within>, number: number, action: string) {
  fireEvent.click(photos.getByRole('button', { name: `Options for photo ${number}` }));
  fireEvent.click(within(photos.getByRole('menu')).getByRole('menuitem', { name: action }));
}

function choose(photos: ReturnType<typeof within>, files: File[]) {
  fireEvent.change(photos.getByLabelText('Choose photos'), { target: { files } });
}

describe('own photos', () => {
  it('lists the photos in their order with the count, the main photo and the ones being checked', async () => {
    const a = anOwnPhoto({ position: 0, is_main: true });
    const b = anOwnPhoto({ position: 1 });
    const c = anOwnPhoto({ position: 2, status: 'inspected' });
    const { photos } = await openPhotos([c, a, b], { limit: 25 });

    expect(photos.getByText('3 of 25 photos')).toBeInTheDocument();
    expect(altTexts(photos)).toEqual([a.thumb_url, b.thumb_url, c.thumb_url]);
    const tiles = photos.getAllByRole('listitem');
    expect(within(tiles[0] as HTMLElement).getByText('Main photo')).toBeInTheDocument();
    expect(within(tiles[2] as HTMLElement).getByText('Being checked')).toBeInTheDocument();
    expect(photos.getByText(/visible only to you until we have checked them/)).toBeInTheDocument();
    // One menu per photo, offering only what applies to it.
    expect(menuOf(photos, 1)).toEqual(['Move right', 'Delete']);
    expect(menuOf(photos, 3)).toEqual(['Make main photo', 'Move left', 'Delete']);
  });

  it("shows a rejected photo with the moderator's reason, and offers only to delete it", async () => {
    const a = anOwnPhoto({ position: 0, is_main: true });
    const b = anOwnPhoto({
      position: 1,
      status: 'rejected',
      url: '',
      thumb_url: '',
      rejection_reason: 'The photo shows another person.',
    });
    const { photos } = await openPhotos([a, b], { limit: 25 });

    const tile = photos.getAllByRole('listitem')[1] as HTMLElement;
    expect(within(tile).getByText('Rejected')).toBeInTheDocument();
    expect(tile).toHaveAccessibleDescription(/Rejected: The photo shows another person\./);
    expect(within(tile).queryByRole('img')).toBeNull();
    expect(menuOf(photos, 2)).toEqual(['Move left', 'Delete']);
  });

  it('invites a member without photos to add one', async () => {
    const { photos } = await openPhotos([]);

    expect(photos.getByText('0 of 3 photos')).toBeInTheDocument();
    expect(photos.getByText(/You have no photos yet/)).toBeInTheDocument();
    expect(photos.getByRole('button', { name: 'Add photos' })).toBeEnabled();
  });

  it('at the limit disables the upload and offers premium to a free member', async () => {
    const full = [0, 1, 2].map((position) => anOwnPhoto({ position }));
    const { photos, platform } = await openPhotos(full);

    expect(photos.getByRole('button', { name: 'Add photos' })).toBeDisabled();
    expect(
      photos.getByText('You have reached the maximum of 3 photos. Delete one to add another.'),
    ).toBeInTheDocument();
    expect(photos.getByText('Premium members can upload up to 25 photos.')).toBeInTheDocument();
    fireEvent.click(photos.getByRole('link', { name: 'Go premium' }));
    expect(platform.navigations).toEqual(['/premium']);
  });

  it('offers no premium to a premium member at the limit', async () => {
    const full = [0, 1].map((position) => anOwnPhoto({ position }));
    const { photos } = await openPhotos(full, { limit: 2, user: aUser({ paid_user: true }) });

    expect(photos.getByRole('button', { name: 'Add photos' })).toBeDisabled();
    expect(photos.queryByText(/Premium members/)).toBeNull();
  });
});

describe('photo upload', () => {
  it('sends several photos one after the other, each with its progress and its own outcome', async () => {
    const first = anOwnPhoto({ position: 0, is_main: true, status: 'inspected' });
    const { photos, fetch, platform } = await openPhotos([]);

    choose(photos, [file('beach.jpg'), file('small.png', 'image/png')]);

    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const [upload] = FakeXhr.instances as [FakeXhr];
    expect(upload.method).toBe('POST');
    expect(upload.url).toBe('/api/photos.php');
    expect(upload.withCredentials).toBe(true);
    expect(upload.headers['x-request-type']).toBe('client');
    expect(upload.file.name).toBe('beach.jpg');
    expect(photos.getByRole('button', { name: 'Uploading…' })).toBeDisabled();
    expect(photos.getByText('Waiting…')).toBeInTheDocument();

    upload.progress(40, 100);
    expect(await photos.findByText('Uploading… 40%')).toBeInTheDocument();
    expect(photos.getByRole('progressbar', { name: 'Upload of beach.jpg' })).toHaveAttribute('value', '0.4');

    upload.respond(200, { photos: [first], limit: 3 });
    expect(await photos.findByText('Uploaded')).toBeInTheDocument();
    expect(photos.getByText('1 of 3 photos')).toBeInTheDocument();

    await waitFor(() => expect(FakeXhr.instances).toHaveLength(2));
    FakeXhr.instances[1]?.respond(400, {
      error: 'photo_invalid',
      message: 'This photo is too small. Upload a photo of at least 200 × 200 pixels.',
    });

    expect(await photos.findByRole('alert')).toHaveTextContent('This photo is too small.');
    await waitFor(() => expect(platform.session.getState().user?.profile.main_image).not.toBeNull());
    expect(sentRequests(fetch, 'GET /api/user.php')).toHaveLength(1);
    expect(await photos.findByRole('button', { name: 'Add photos' })).toBeEnabled();
    expect(photos.getByText('1 photo uploaded.')).toBeInTheDocument();
  });

  it(
    'clears a finished upload from the list on its own; the photo shows in the grid',
    async () => {
      const first = anOwnPhoto({ position: 0, is_main: true });
      const { photos } = await openPhotos([]);

      choose(photos, [file('beach.jpg')]);
      await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
      FakeXhr.instances[0]?.respond(200, { photos: [first], limit: 3 });

      expect(await photos.findByText('Uploaded')).toBeInTheDocument();
      expect(photos.queryByRole('button', { name: 'Clear the list' })).toBeNull();
      await waitFor(() => expect(photos.queryByRole('list', { name: 'Uploads' })).toBeNull(), {
        timeout: UPLOAD_DONE_VISIBLE_MS + 2_000,
      });
      expect(photos.getByRole('img', { name: 'Photo 1' })).toBeInTheDocument();
      // Waits out the real delay: the area's timers and the fake upload are not under jest's clock.
    },
    UPLOAD_DONE_VISIBLE_MS + 10_000,
  );

  it('refuses files the server would refuse anyway (type, size, over the limit) without sending them', async () => {
    const { photos } = await openPhotos([anOwnPhoto({ position: 0 })]);
    const huge = file('huge.jpg');
    Object.defineProperty(huge, 'size', { value: PHOTO_MAX_BYTES + 1 });

    expect(photos.getByLabelText('Choose photos')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp',
    );
    expect(
      photos.getByText('JPEG, PNG or WebP, at most 15 MB each. You can choose several at once.'),
    ).toBeInTheDocument();
    choose(photos, [
      file('anim.gif', 'image/gif'),
      file('iphone.heic', 'image/heic'),
      huge,
      file('one.jpg'),
      file('two.webp', 'image/webp'),
      file('three.heic', ''),
    ]);

    const uploads = within(await photos.findByRole('list', { name: 'Uploads' }));
    for (const name of ['anim.gif', 'iphone.heic'])
      expect(uploads.getByText(name).parentElement).toHaveTextContent(
        'This file is not a photo we can use. Upload a JPEG, PNG or WebP image.',
      );
    expect(uploads.getByText('huge.jpg').parentElement).toHaveTextContent('This photo is too large.');
    expect(uploads.getByText('three.heic').parentElement).toHaveTextContent(
      'You have reached the maximum number of photos (3).',
    );
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    expect(FakeXhr.instances[0]?.file.name).toBe('one.jpg');
  });

  it('stops sending once the server answers that the limit is reached', async () => {
    const { photos } = await openPhotos([]);

    choose(photos, [file('one.jpg'), file('two.jpg')]);
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    FakeXhr.instances[0]?.respond(409, { error: 'photo_limit', message: 'You have reached the maximum.' });

    await waitFor(() => expect(photos.getAllByRole('alert')).toHaveLength(2));
    expect(FakeXhr.instances).toHaveLength(1);
  });

  it('reports a lost connection on the file', async () => {
    const { photos } = await openPhotos([]);

    choose(photos, [file('one.jpg')]);
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    FakeXhr.instances[0]?.failConnection();

    expect(await photos.findByRole('alert')).toHaveTextContent('No connection to the server.');
  });
});

describe('photo order, main photo and deletion', () => {
  const a = anOwnPhoto({ position: 0, is_main: true });
  const b = anOwnPhoto({ position: 1 });
  const c = anOwnPhoto({ position: 2 });

  /** PUT answers the list as the server would store it. */
  const putRoute: JsonRoutes = {
    'PUT /api/photos.php': (_url, body) => {
      const { order, main_id } = body as { order?: number[]; main_id?: number };
      const ids = order ?? [a.id, b.id, c.id];
      const byId = new Map([a, b, c].map((photo) => [photo.id, photo]));
      const photos = ids.map((id, position) => ({
        ...(byId.get(id) as OwnPhoto),
        position,
        is_main: main_id === undefined ? id === a.id : id === main_id,
      }));
      return { body: { photos, limit: 3 } };
    },
  };

  it('makes another photo the main photo and reads the member again', async () => {
    const { photos, fetch } = await openPhotos([a, b, c], { routes: putRoute });

    act(photos, 2, 'Make main photo');

    const tiles = () => photos.getAllByRole('listitem');
    await waitFor(() =>
      expect(within(tiles()[1] as HTMLElement).getByText('Main photo')).toBeInTheDocument(),
    );
    expect(within(tiles()[0] as HTMLElement).queryByText('Main photo')).toBeNull();
    expect(sentRequests(fetch, 'PUT /api/photos.php').map(({ body }) => body)).toEqual([{ main_id: b.id }]);
    await waitFor(() => expect(sentRequests(fetch, 'GET /api/user.php')).toHaveLength(1));
    expect(photos.getByText('Photo 2 is now your main photo.')).toBeInTheDocument();
  });

  it('moves a photo one place from its menu, keeping the keyboard focus on the moved photo', async () => {
    const { photos, fetch } = await openPhotos([a, b, c], { routes: putRoute });

    act(photos, 1, 'Move right');

    await waitFor(() => expect(altTexts(photos)).toEqual([b.thumb_url, a.thumb_url, c.thumb_url]));
    expect(sentRequests(fetch, 'PUT /api/photos.php').map(({ body }) => body)).toEqual([
      { order: [b.id, a.id, c.id] },
    ]);
    await waitFor(() => expect(photos.getByRole('button', { name: 'Options for photo 2' })).toHaveFocus());
    expect(photos.getByText('Photo moved to place 2.')).toBeInTheDocument();
  });

  it('puts the order back when the server refuses it', async () => {
    const { photos } = await openPhotos([a, b, c], {
      routes: {
        'PUT /api/photos.php': apiRefusal(400, 'validation_failed', 'The order could not be saved.'),
      },
    });

    act(photos, 3, 'Move left');

    expect(await photos.findByRole('alert')).toHaveTextContent('The order could not be saved.');
    expect(altTexts(photos)).toEqual([a.thumb_url, b.thumb_url, c.thumb_url]);
  });

  it('deletes a photo only after confirmation', async () => {
    const { photos, page, fetch } = await openPhotos([a, b, c], {
      routes: { 'DELETE /api/photos.php': { body: { photos: [a, { ...c, position: 1 }], limit: 3 } } },
    });

    act(photos, 2, 'Delete');
    const dialog = await page.findByRole('dialog', { name: 'Delete this photo?' });
    expect(dialog).toHaveTextContent('Photo 2 will be removed from your profile.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(page.queryByRole('dialog')).toBeNull();
    expect(sentRequests(fetch, 'DELETE /api/photos.php')).toEqual([]);

    act(photos, 2, 'Delete');
    fireEvent.click(within(await page.findByRole('dialog')).getByRole('button', { name: 'Delete photo' }));

    expect(await photos.findByText('The photo has been deleted.')).toBeInTheDocument();
    expect(page.queryByRole('dialog')).toBeNull();
    expect(altTexts(photos)).toEqual([a.thumb_url, c.thumb_url]);
    expect(photos.getByText('2 of 3 photos')).toBeInTheDocument();
    expect(sentRequests(fetch, 'DELETE /api/photos.php').map(({ query }) => query.id)).toEqual([
      String(b.id),
    ]);
    await waitFor(() => expect(photos.getByRole('heading', { name: 'My photos' })).toHaveFocus());
    await waitFor(() => expect(sentRequests(fetch, 'GET /api/user.php')).toHaveLength(1));
  });
});
