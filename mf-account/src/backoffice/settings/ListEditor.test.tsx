import '@testing-library/jest-dom';
import type { StaffSiteSettings } from '@amora/contracts';
import { sentBodies, sentRequests, setUpBackofficeTests, someEditableSettings } from '@amora/testing';
import { fireEvent, within } from '@testing-library/dom';
import * as page from '../../exports/backoffice/site-settings';

const mountAt = setUpBackofficeTests(page, 'site-settings', '/backoffice/site-settings');

const CURRENT: StaffSiteSettings = {
  site: { id: 1, domain: 'amora.test', language: 'en' },
  version: 3,
  settings: someEditableSettings(),
};

async function mountSettings() {
  const mounted = await mountAt('/backoffice/site-settings/1', {
    routes: {
      'GET /api/staff/sites/1/settings': { body: CURRENT },
      'GET /api/staff/sites/1/settings/versions': { body: { versions: [] } },
      'PUT /api/staff/sites/1/settings': { body: { ...CURRENT, version: 4 } },
    },
  });
  const form = within(await mounted.view.findByRole('form', { name: 'Site settings' }));
  const countries = within(form.getByRole('group', { name: 'Countries' }));
  const save = (reason: string) => {
    fireEvent.change(form.getByLabelText('Why this change?'), { target: { value: reason } });
    fireEvent.click(form.getByRole('button', { name: 'Save the changes' }));
  };
  return { ...mounted, form, countries, save };
}

const items = (group: ReturnType<typeof within>, name: string) =>
  within(group.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.firstChild?.textContent);

describe('list settings edited item by item (staff)', () => {
  it('adds with the button and with Enter, removes with its own button, and saves the list', async () => {
    const { countries, save, fetch, view } = await mountSettings();
    expect(items(countries, 'Countries')).toEqual(['NL', 'DE']);

    const input = countries.getByLabelText('Add to Countries');
    fireEvent.change(input, { target: { value: ' be ' } });
    fireEvent.click(countries.getByRole('button', { name: 'Add' }));
    expect(input).toHaveValue('');
    fireEvent.change(input, { target: { value: 'AT' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(items(countries, 'Countries')).toEqual(['NL', 'DE', 'BE', 'AT']);
    // Enter added to the list; the whole form was not sent.
    expect(sentRequests(fetch, 'PUT /api/staff/sites/1/settings')).toEqual([]);

    fireEvent.click(countries.getByRole('button', { name: 'Remove NL' }));
    expect(items(countries, 'Countries')).toEqual(['DE', 'BE', 'AT']);

    save('Belgium and Austria open');
    expect(await view.findByText(/^Saved as version 4\./)).toBeInTheDocument();
    expect(sentBodies(fetch, 'PUT /api/staff/sites/1/settings')).toEqual([
      { changes: { countries: ['DE', 'BE', 'AT'] }, reason: 'Belgium and Austria open' },
    ]);
  }, 30_000);

  it('does not save over an item typed but not added, and saves once it is added', async () => {
    const { countries, save, fetch, view } = await mountSettings();
    const input = countries.getByLabelText('Add to Countries');
    fireEvent.change(input, { target: { value: 'be' } });

    save('Belgium opens');
    expect(
      await countries.findByText('“be” is typed but not added: add it or clear the field, then save.'),
    ).toBeInTheDocument();
    expect(sentRequests(fetch, 'PUT /api/staff/sites/1/settings')).toEqual([]);
    expect(input).toHaveValue('be');

    fireEvent.click(countries.getByRole('button', { name: 'Add' }));
    save('Belgium opens');
    expect(await view.findByText(/^Saved as version 4\./)).toBeInTheDocument();
    expect(sentBodies(fetch, 'PUT /api/staff/sites/1/settings')).toEqual([
      { changes: { countries: ['NL', 'DE', 'BE'] }, reason: 'Belgium opens' },
    ]);
  }, 30_000);

  it('refuses a duplicate, an unknown country and an unknown language at the field', async () => {
    const { form, countries } = await mountSettings();
    const input = countries.getByLabelText('Add to Countries');
    fireEvent.change(input, { target: { value: 'de' } });
    fireEvent.click(countries.getByRole('button', { name: 'Add' }));
    expect(countries.getByText('DE is already in the list.')).toBeInTheDocument();
    expect(input).toHaveValue('de');

    fireEvent.change(input, { target: { value: 'XZ' } });
    expect(countries.queryByText('DE is already in the list.')).not.toBeInTheDocument();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(
      countries.getByText('XZ is not a country code (two letters, ISO 3166, e.g. NL).'),
    ).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(/XZ is not a country code/);
    fireEvent.click(countries.getByRole('button', { name: 'Add' }));
    expect(items(countries, 'Countries')).toEqual(['NL', 'DE']);

    fireEvent.change(input, { target: { value: '  ' } });
    fireEvent.click(countries.getByRole('button', { name: 'Add' }));
    expect(countries.getByText('Type an item first.')).toBeInTheDocument();

    const languages = within(form.getByRole('group', { name: 'Languages offered' }));
    fireEvent.change(languages.getByLabelText('Add to Languages offered'), { target: { value: 'PT' } });
    fireEvent.click(languages.getByRole('button', { name: 'Add' }));
    expect(
      languages.getByText(/^pt is not one of the languages a site can offer: da, de, en/),
    ).toBeInTheDocument();
    expect(items(languages, 'Languages offered')).toEqual(['en']);
  }, 30_000);

  it('says so when a list is empty', async () => {
    const { form } = await mountSettings();
    const notes = within(form.getByRole('group', { name: 'Profile notes shown' }));
    expect(notes.getByText('None yet.')).toBeInTheDocument();
  }, 30_000);
});
