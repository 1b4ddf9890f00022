import '@testing-library/jest-dom';
import type { EditableSiteSettings, StaffSiteSettings } from '@amora/contracts';
import { sentBodies, sentRequests, setUpBackofficeTests, someEditableSettings } from '@amora/testing';
import { fireEvent, within } from '@testing-library/dom';
import * as page from '../../exports/backoffice/site-settings';

const mountAt = setUpBackofficeTests(page, 'site-settings', '/backoffice/site-settings');

const SETTINGS = someEditableSettings({
  index_title: 'Amora: meet singles near you',
  minimum_message_costs: { NL: { costs: 10, currency: 'EUR' } },
  support_phone: '+31 20-123 45 67',
  visible_profile_fields: ['age'],
  search_fields: ['gender'],
  visible_locales: ['en', 'nl'],
});

const current = (
  settings: Partial<EditableSiteSettings> = {},
  version: number | null = null,
): StaffSiteSettings => ({
  site: { id: 1, domain: 'amora.test', language: 'en' },
  settings: { ...SETTINGS, ...settings },
  version,
});

describe('site settings (staff)', () => {
  it('sends only the changed settings with the reason, and lists the version with its revert', async () => {
    let saved = false;
    const { view, fetch } = await mountAt('/backoffice/site-settings/1', {
      routes: {
        'GET /api/staff/sites/1/settings': () => ({
          body: saved ? current({ message_credits: 12 }, 7) : current(),
        }),
        'PUT /api/staff/sites/1/settings': () => {
          saved = true;
          return { body: current({ message_credits: 12 }, 7) };
        },
        'GET /api/staff/sites/1/settings/versions': () => ({
          body: {
            versions: saved
              ? [
                  {
                    id: 7,
                    staff_id: 1,
                    staff_email: 'admin@staff.amora.test',
                    before: { message_credits: 10 },
                    after: { message_credits: 12 },
                    reason: 'Winter prices',
                    reverts: null,
                    created_at: '2026-12-01T10:00:00.000Z',
                  },
                ]
              : [],
          },
        }),
        'POST /api/staff/sites/1/settings/versions/7/revert': { body: current({}, 8) },
      },
    });
    const form = within(await view.findByRole('form', { name: 'Site settings' }));
    expect(await view.findByText('No changes from the console yet.')).toBeInTheDocument();

    // A negative price is stopped here, as the server would refuse it.
    fireEvent.change(form.getByLabelText('Credits per message'), { target: { value: '-1' } });
    fireEvent.click(form.getByRole('button', { name: 'Save the changes' }));
    expect(form.getByText('This value is not allowed here.')).toBeInTheDocument();
    expect(form.getByText('Please fill this in.')).toBeInTheDocument();
    expect(sentRequests(fetch, 'PUT /api/staff/sites/1/settings')).toEqual([]);

    fireEvent.change(form.getByLabelText('Credits per message'), { target: { value: '12' } });
    fireEvent.change(form.getByLabelText('Why this change?'), { target: { value: 'Winter prices' } });
    fireEvent.click(form.getByRole('button', { name: 'Save the changes' }));
    expect(await view.findByText(/^Saved as version 7\./)).toBeInTheDocument();
    expect(sentBodies(fetch, 'PUT /api/staff/sites/1/settings')).toEqual([
      { changes: { message_credits: 12 }, reason: 'Winter prices' },
    ]);

    const versions = within(await view.findByRole('list', { name: 'Versions' }));
    expect(versions.getByText('message_credits was 10, is now 12')).toBeInTheDocument();
    fireEvent.click(versions.getByRole('button', { name: 'Revert version 7' }));
    expect(await view.findByText('Version 7 is undone.')).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST /api/staff/sites/1/settings/versions/7/revert')).toEqual([
      { reason: 'Revert of version 7' },
    ]);
    // The whole form renders several times over: more than the default five seconds on a busy machine.
  }, 30_000);

  it('shows the server’s refusal at the setting it names', async () => {
    const { view } = await mountAt('/backoffice/site-settings/1', {
      routes: {
        'GET /api/staff/sites/1/settings': { body: current() },
        'GET /api/staff/sites/1/settings/versions': { body: { versions: [] } },
        'PUT /api/staff/sites/1/settings': {
          status: 400,
          body: {
            error: 'validation_failed',
            message: 'Please check the form.',
            fields: { gift_credits: 'Enter a number of zero or more.' },
          },
        },
      },
    });
    const form = within(await view.findByRole('form', { name: 'Site settings' }));
    fireEvent.change(form.getByLabelText("Credits per gift (times the gift's weight)"), {
      target: { value: '30' },
    });
    fireEvent.change(form.getByLabelText('Why this change?'), { target: { value: 'Gifts' } });
    fireEvent.click(form.getByRole('button', { name: 'Save the changes' }));
    expect(await form.findByText('Enter a number of zero or more.')).toBeInTheDocument();
    expect(form.getByText('Please check the form.')).toBeInTheDocument();
  });
});
