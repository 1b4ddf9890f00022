import '@testing-library/jest-dom';
import type { LanderFunnel } from '@amora/contracts';
import { aLanderVariant, sentBodies, sentRequests, setUpBackofficeTests } from '@amora/testing';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import * as page from '../exports/backoffice/landers';

const mountAt = setUpBackofficeTests(page, 'landers', '/backoffice/landers');

const aVariant = aLanderVariant;

const funnel: LanderFunnel = {
  from: '2026-11-02',
  to: '2026-12-01',
  rows: [
    {
      key: 'video-spring',
      family: 'video',
      slug: '',
      niche: 6,
      language: 'en',
      status: 'live',
      views: 40,
      clicks: 12,
      signups: 5,
      activations: 3,
      first_purchases: 1,
      revenue: { EUR: 1990 },
    },
  ],
};

const routes = {
  'GET /api/staff/landers': () => ({
    body: {
      variants: [aVariant(), aVariant({ key: 'gallery-a', family: 'gallery', status: 'paused', weight: 50 })],
    },
  }),
  'GET /api/staff/landers/funnel': () => ({ body: funnel }),
};

describe('the landers page (staff)', () => {
  it('lists the variants with their state, pauses one, resumes another and saves a weight', async () => {
    const { view, fetch } = await mountAt('/backoffice/landers', {
      routes: {
        ...routes,
        'POST /api/staff/landers/video-spring/state': () => ({ body: {} }),
        'POST /api/staff/landers/gallery-a/state': () => ({ body: {} }),
      },
    });
    const table = await view.findByRole('table', { name: 'Lander variants' });
    const live = within(table).getByText('video-spring').closest('tr')!;
    expect(live).toHaveTextContent('Photo video');
    expect(live).toHaveTextContent('Mature women');
    expect(live).toHaveTextContent('Live');
    fireEvent.click(within(live as HTMLElement).getByRole('button', { name: 'Pause' }));
    const paused = within(table).getByText('gallery-a').closest('tr')! as HTMLElement;
    fireEvent.click(within(paused).getByRole('button', { name: 'Resume' }));
    fireEvent.change(within(paused).getByLabelText('Weight of gallery-a'), { target: { value: '300' } });
    fireEvent.click(within(paused).getByRole('button', { name: 'Save weight' }));
    await waitFor(() =>
      expect(sentBodies(fetch, 'POST /api/staff/landers/gallery-a/state')).toEqual([
        { status: 'live' },
        { weight: 300 },
      ]),
    );
    expect(sentBodies(fetch, 'POST /api/staff/landers/video-spring/state')).toEqual([{ status: 'paused' }]);
  });

  it('refuses a weight out of range without asking the server', async () => {
    const { view, fetch } = await mountAt('/backoffice/landers', { routes });
    const table = await view.findByRole('table', { name: 'Lander variants' });
    const row = within(table).getByText('gallery-a').closest('tr')! as HTMLElement;
    fireEvent.change(within(row).getByLabelText('Weight of gallery-a'), { target: { value: '5000' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save weight' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent('Enter a weight from 0 to 1000.');
    expect(sentRequests(fetch, 'POST /api/staff/landers/gallery-a/state')).toEqual([]);
  });

  it('shows the funnel of the period with its CSV link', async () => {
    const { view, fetch } = await mountAt('/backoffice/landers', { routes });
    const table = await view.findByRole('table', { name: 'Funnel per variant' });
    const row = within(table).getByText('video-spring').closest('tr')!;
    expect(row).toHaveTextContent(/40.*12.*5.*3.*1.*€19\.90/);
    const query = sentRequests(fetch, 'GET /api/staff/landers/funnel')[0]?.query;
    expect(query?.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(view.getByRole('link', { name: 'Download as CSV' })).toHaveAttribute(
      'href',
      `/api/staff/landers/funnel?from=${query?.from}&to=${query?.to}&format=csv`,
    );
  });
});

describe('the variant editor (staff)', () => {
  it('previews the draft as it is typed, then publishes it live', async () => {
    const { view, fetch } = await mountAt('/backoffice/landers/new', {
      routes: {
        ...routes,
        'POST /api/staff/landers/previews': () => ({
          body: {
            token: 't'.repeat(43),
            url: `/landers/gallery?lander_preview=${'t'.repeat(43)}`,
            expires_at: '2026-12-02T10:00:00.000Z',
          },
        }),
        'POST /api/staff/landers': () => ({
          body: {
            key: 'gallery-b',
            action: 'create',
            changes: {},
            dry_run: false,
            variant: aVariant({ key: 'gallery-b' }),
          },
        }),
      },
    });
    const form = await view.findByRole('form', { name: 'The variant' });
    fireEvent.change(within(form).getByLabelText('Key', { exact: false }), {
      target: { value: 'gallery-b' },
    });
    fireEvent.change(within(form).getByLabelText('Family'), { target: { value: 'gallery' } });
    fireEvent.change(within(form).getByLabelText('Headline'), { target: { value: 'Only a draft' } });
    const frame = await view.findByTitle('Preview of the draft', {}, { timeout: 3000 });
    expect(frame).toHaveAttribute('src', `/landers/gallery?lander_preview=${'t'.repeat(43)}`);
    expect(sentBodies(fetch, 'POST /api/staff/landers/previews').at(-1)).toMatchObject({
      key: 'gallery-b',
      family: 'gallery',
      headline: 'Only a draft',
      status: 'draft',
    });

    fireEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(await view.findByText('Published: visitors see it from the next page load.')).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST /api/staff/landers')).toEqual([
      expect.objectContaining({
        key: 'gallery-b',
        family: 'gallery',
        headline: 'Only a draft',
        status: 'live',
        weight: 100,
      }),
    ]);
    expect(within(form).getByLabelText('Key', { exact: false })).toHaveAttribute('readonly');
  });
});
