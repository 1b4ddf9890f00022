import '@testing-library/jest-dom';
import type { StaffExportsOverview } from '@amora/contracts';
import { setUpBackofficeTests } from '@amora/testing';
import { within } from '@testing-library/dom';
import * as page from '../../exports/backoffice/exports';

const mountAt = setUpBackofficeTests(page, 'exports', '/backoffice/exports');

const overview: StaffExportsOverview = {
  exports: [
    {
      id: 3,
      member_id: 41,
      state: 'running',
      progress: 60,
      attempts: 1,
      requested_at: '2026-12-01T08:00:00.000Z',
    },
    {
      id: 4,
      member_id: 42,
      state: 'failed',
      progress: 10,
      attempts: 3,
      requested_at: '2026-12-01T09:00:00.000Z',
    },
  ],
  deletions: [
    { member_id: 77, requested_at: '2026-11-25T10:00:00.000Z', purge_at: '2026-12-09T10:00:00.000Z' },
  ],
};

describe('pending exports and deletions (staff)', () => {
  it('lists the exports not finished and the accounts waiting to be deleted', async () => {
    const { view } = await mountAt('/backoffice/exports', {
      routes: { 'GET /api/staff/exports': { body: overview } },
    });
    const exports = await view.findByRole('table', { name: 'Data exports not finished' });
    const rows = within(exports).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/41.*Being made \(60%\).*1/);
    expect(rows[2]).toHaveTextContent(/42.*Failed.*3/);
    const deletions = view.getByRole('table', { name: 'Accounts pending deletion' });
    expect(within(deletions).getAllByRole('row')[1]).toHaveTextContent(/77/);
  });

  it('says so when nothing is pending', async () => {
    const { view } = await mountAt('/backoffice/exports', {
      routes: { 'GET /api/staff/exports': { body: { exports: [], deletions: [] } } },
    });
    expect(await view.findByText('No export is waiting or failed.')).toBeInTheDocument();
    expect(view.getByText('No account is waiting to be deleted.')).toBeInTheDocument();
  });
});
