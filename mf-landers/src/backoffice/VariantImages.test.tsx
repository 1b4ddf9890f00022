import '@testing-library/jest-dom';
import type { LanderVariant } from '@amora/contracts';
import { FakeXhr, aLanderVariant, sentBodies, setUpBackofficeTests } from '@amora/testing';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import * as page from '../exports/backoffice/landers';

const mountAt = setUpBackofficeTests(page, 'landers', '/backoffice/landers');

beforeEach(() => FakeXhr.install());
afterEach(() => FakeXhr.restore());

const image = (name: string, alt = '') => ({
  file: `landers/${name.slice(0, 2)}/${name}.webp`,
  alt,
  url: `/media/landers/${name.slice(0, 2)}/${name}.webp`,
});

const aVariant = (images: LanderVariant['images']) => aLanderVariant({ images, status: 'draft' });

function routesFor(images: LanderVariant['images']) {
  return {
    'GET /api/staff/landers': () => ({ body: { variants: [aVariant(images)] } }),
    'POST /api/staff/landers/previews': () => ({
      body: {
        token: 't'.repeat(43),
        url: `/landers/video?lander_preview=${'t'.repeat(43)}`,
        expires_at: '2026-12-02T10:00:00.000Z',
      },
    }),
    'POST /api/staff/landers': () => ({
      body: { key: 'video-spring', action: 'update', changes: {}, dry_run: false, variant: aVariant(images) },
    }),
  };
}

async function openEditor(images: LanderVariant['images']) {
  const mounted = await mountAt('/backoffice/landers/video-spring', { routes: routesFor(images) });
  const form = await mounted.view.findByRole('form', { name: 'The variant' });
  const section = within(within(form).getByRole('group', { name: 'Images' }));
  return { ...mounted, form: within(form), section };
}

const aFile = (name = 'hero.jpg', type = 'image/jpeg') => new File(['jpeg bytes'], name, { type });

describe("the variant editor's images (staff)", () => {
  it('uploads an image with its progress, then saves it with the variant in order', async () => {
    const first = image('aa11', 'A beach');
    const { view, form, section, fetch } = await openEditor([first]);
    expect(section.getByRole('img', { name: 'Image 1' })).toHaveAttribute('src', first.url);

    fireEvent.change(section.getByLabelText('Add an image'), { target: { files: [aFile()] } });
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const [upload] = FakeXhr.instances as [FakeXhr];
    expect(upload.url).toBe('/api/staff/landers/images');
    expect((upload.body?.get('image') as File).name).toBe('hero.jpg');
    upload.progress(5, 10);
    expect(await section.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'value',
      '50',
    );
    expect(section.getByLabelText('Add an image')).toBeDisabled();

    const stored = image('bb22');
    upload.respond(200, { file: stored.file, width: 1200, height: 675, url: stored.url });
    expect(await section.findByRole('img', { name: 'Image 2' })).toHaveAttribute('src', stored.url);
    expect(section.getByText('Image uploaded. Save or publish the variant to keep it.')).toBeInTheDocument();
    fireEvent.change(section.getByLabelText('Alt text of image 2', { exact: false }), {
      target: { value: 'Two glasses' },
    });

    fireEvent.click(form.getByRole('button', { name: 'Save as draft' }));
    expect(await view.findByText('Saved as a draft. Visitors do not see it.')).toBeInTheDocument();
    // The variant names the stored files only; the thumbnail's URL stays in the console.
    expect(sentBodies(fetch, 'POST /api/staff/landers')[0]).toMatchObject({
      images: [
        { file: first.file, alt: 'A beach' },
        { file: stored.file, alt: 'Two glasses' },
      ],
    });
    expect(JSON.stringify(sentBodies(fetch, 'POST /api/staff/landers'))).not.toContain('/media/');
    // The live preview gets the draft with the new image.
    await waitFor(
      () =>
        expect(sentBodies(fetch, 'POST /api/staff/landers/previews').at(-1)).toMatchObject({
          images: [{ file: first.file }, { file: stored.file, alt: 'Two glasses' }],
        }),
      { timeout: 3000 },
    );
  });

  it("shows the server's reason when an upload is refused, and adds nothing", async () => {
    const { section } = await openEditor([]);
    expect(section.getByText('No images yet.')).toBeInTheDocument();
    fireEvent.change(section.getByLabelText('Add an image'), { target: { files: [aFile('fake.jpg')] } });
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    FakeXhr.instances[0]!.respond(400, {
      error: 'photo_invalid',
      message: 'This file is not a photo we can use. Upload a JPEG, PNG or WebP image.',
    });
    expect(await section.findByRole('alert')).toHaveTextContent(
      'This file is not a photo we can use. Upload a JPEG, PNG or WebP image.',
    );
    expect(section.queryByRole('img')).toBeNull();
    expect(section.getByLabelText('Add an image')).toBeEnabled();
  });

  it('refuses a file that is no image type without sending it', async () => {
    const { section } = await openEditor([]);
    fireEvent.change(section.getByLabelText('Add an image'), {
      target: { files: [aFile('notes.pdf', 'application/pdf')] },
    });
    expect(await section.findByRole('alert')).toHaveTextContent('This file is not an image we can use.');
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('moves and removes images with buttons, announcing each change', async () => {
    const [a, b, c] = [image('aa01', 'A'), image('bb02', 'B'), image('cc03', 'C')];
    const { view, form, section, fetch } = await openEditor([a, b, c]);
    expect(section.getByRole('button', { name: 'Move image 1 up' })).toBeDisabled();
    expect(section.getByRole('button', { name: 'Move image 3 down' })).toBeDisabled();

    fireEvent.click(section.getByRole('button', { name: 'Move image 3 up' }));
    expect(section.getByText('Image moved to position 2 of 3.')).toBeInTheDocument();
    expect(section.getByLabelText('Alt text of image 2', { exact: false })).toHaveValue('C');
    fireEvent.click(section.getByRole('button', { name: 'Move image 1 down' }));
    fireEvent.click(section.getByRole('button', { name: 'Remove image 3' }));
    expect(section.getByText('Image removed.')).toBeInTheDocument();
    expect(section.getAllByRole('img')).toHaveLength(2);

    fireEvent.click(form.getByRole('button', { name: 'Save as draft' }));
    expect(await view.findByText('Saved as a draft. Visitors do not see it.')).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST /api/staff/landers')[0]).toMatchObject({
      images: [
        { file: c.file, alt: 'C' },
        { file: a.file, alt: 'A' },
      ],
    });
  });
});
