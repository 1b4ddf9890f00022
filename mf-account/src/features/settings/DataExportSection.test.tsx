import type { DataExport } from '@amora/contracts';
import { apiRefusal, aUser, sentBodies, type JsonRoutes } from '@amora/testing';
import { fireEvent, within } from '@testing-library/dom';
import { PUSH_PREFERENCES_ROUTE, setUpAccountArea, someAccountSettings } from './test-support/account-area';

const mountAt = setUpAccountArea();

function anExport(overrides: Partial<DataExport> = {}): DataExport {
  return {
    id: 7,
    state: 'queued',
    progress: 0,
    requested_at: '2026-03-01T10:00:00.000Z',
    ready_at: null,
    expires_at: null,
    size_bytes: null,
    download_url: null,
    ...overrides,
  };
}

async function openSection(exportRoutes: JsonRoutes) {
  const area = await mountAt('/notifications', {
    user: aUser(),
    routes: {
      'GET /api/account-settings.php': { body: { settings: someAccountSettings() } },
      ...PUSH_PREFERENCES_ROUTE,
      ...exportRoutes,
    },
  });
  const region = await area.view.findByRole('region', { name: 'Download your data' });
  return { ...area, section: within(region) };
}

describe('the data export on the settings page', () => {
  it('asks for an export with one button and shows it being made', async () => {
    const { section, fetch } = await openSection({
      'POST /api/export.php': { body: { export: anExport({ state: 'running', progress: 40 }) } },
    });

    fireEvent.click(section.getByRole('button', { name: 'Request my data' }));

    expect(await section.findByRole('progressbar', { name: 'Progress of your data export' })).toHaveAttribute(
      'value',
      '40',
    );
    expect(section.getByText('40% done')).toBeInTheDocument();
    expect(section.queryByRole('button', { name: /Request/ })).toBeNull();
    expect(sentBodies(fetch, 'POST /api/export.php')).toEqual([{}]);
  });

  it('offers the download of a ready export with its expiry', async () => {
    const ready = anExport({
      state: 'ready',
      progress: 100,
      ready_at: '2026-03-01T10:01:00.000Z',
      expires_at: '2026-03-08T10:01:00.000Z',
      size_bytes: 2_400_000,
      download_url: '/api/export-file.php?id=7',
    });
    const { section } = await openSection({ 'GET /api/export.php': { body: { export: ready } } });

    const link = await section.findByRole('link', { name: 'Download my data (ZIP)' });
    expect(link).toHaveAttribute('href', '/api/export-file.php?id=7');
    expect(link).toHaveAttribute('download');
    expect(
      section.getByText(/Your copy is ready \(2\.4 MB\)\. You can download it until March 8, 2026/),
    ).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Request a new copy' })).toBeInTheDocument();
  });

  it("shows the server's reason when an export is refused", async () => {
    const { section } = await openSection({
      'POST /api/export.php': apiRefusal(
        409,
        'export_in_progress',
        'Your data export is already being made.',
      ),
    });

    fireEvent.click(section.getByRole('button', { name: 'Request my data' }));

    expect(await section.findByText('Your data export is already being made.')).toBeInTheDocument();
  });
});
