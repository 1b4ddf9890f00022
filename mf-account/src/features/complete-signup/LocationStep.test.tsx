import '@testing-library/jest-dom';
import type { SiteSettings, User } from '@amora/contracts';
import {
  apiRefusal,
  aProfile,
  aUser,
  fakeFetch,
  sentBodies,
  sentRequests,
  type FetchMock,
} from '@amora/testing';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { mountAccount, setUpMountedAccount } from '../signup/test-support/mount-account';
import { completeSignupServer } from './test-support/complete-signup-server';

setUpMountedAccount();

/** A member at the location step, living where `place` says. */
const atLocation = (place: { country: string; region: string | null }) =>
  aUser({
    status: 'not_confirmed',
    signup_step: 2,
    profile: aProfile({ city: 'Utrecht', ...place }),
  });

async function openLocationStep(user: User, fetch: FetchMock, settings: Partial<SiteSettings> = {}) {
  const mounted = await mountAccount('/complete-signup', { user, fetch, settings });
  const step = await mounted.view.findByRole('region', { name: 'Where do you live?' });
  return { ...mounted, step: within(step) };
}

/** The enabled region select under `label`, once its list has loaded. */
async function regionSelect(step: ReturnType<typeof within>, label: string) {
  const select = await step.findByLabelText(label);
  await waitFor(() => expect(select).toBeEnabled());
  return select;
}

const optionNames = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

const saved = (fetch: FetchMock) => sentBodies(fetch, 'PUT /api/complete-signup.php');

describe('/complete-signup location step: the region', () => {
  it("offers the GeoIP country's regions, labelled the way the country calls them, and saves the choice", async () => {
    const user = atLocation({ country: 'DE', region: null });
    const fetch = completeSignupServer(user);
    const { step, view } = await openLocationStep(user, fetch, { geoip_country: 'NL' });

    const province = await regionSelect(step, 'Province');
    expect(optionNames(province)).toEqual(['Choose…', 'North Holland', 'Utrecht']);
    expect(province).toHaveValue('');
    expect(step.queryByRole('textbox', { name: /province|region/i })).toBeNull();
    fireEvent.change(province, { target: { value: 'Utrecht' } });
    fireEvent.click(step.getByRole('button', { name: 'Next' }));

    await view.findByRole('heading', { level: 2, name: 'Tell us a bit about yourself' });
    expect(saved(fetch)).toEqual([
      { step: 2, profile: { country: 'NL', region: 'Utrecht', city: 'Utrecht' } },
    ]);
    expect(sentRequests(fetch, 'GET /api/regions.php').map((request) => request.query)).toEqual([
      { country: 'NL' },
    ]);
  });

  it("follows the chosen country: its regions, its word for them, and each country's list loaded once", async () => {
    const user = atLocation({ country: 'NL', region: 'Utrecht' });
    const fetch = completeSignupServer(user);
    const { step } = await openLocationStep(user, fetch);
    expect(await regionSelect(step, 'Province')).toHaveValue('Utrecht');

    fireEvent.change(step.getByLabelText('Country'), { target: { value: 'DE' } });
    const state = await regionSelect(step, 'State');
    expect(optionNames(state)).toEqual(['Choose…', 'Bavaria', 'Berlin']);
    expect(state).toHaveValue(''); // Utrecht is not in Germany.

    fireEvent.change(step.getByLabelText('Country'), { target: { value: 'CH' } });
    expect(optionNames(await regionSelect(step, 'Canton'))).toEqual(['Choose…', 'Zurich']);

    fireEvent.change(step.getByLabelText('Country'), { target: { value: 'NL' } });
    expect(await regionSelect(step, 'Province')).toHaveValue('');
    expect(sentRequests(fetch, 'GET /api/regions.php')).toHaveLength(3);
  });

  it('takes a saved region given by its code or in another case as the listed name', async () => {
    const user = atLocation({ country: 'NL', region: 'nl.09' });
    const { step } = await openLocationStep(user, completeSignupServer(user));
    expect(await regionSelect(step, 'Province')).toHaveValue('Utrecht');
  });

  it("drops a saved region that is not one of the country's, rather than send it", async () => {
    const user = atLocation({ country: 'DE', region: 'Bayern' });
    const fetch = completeSignupServer(user);
    const { step } = await openLocationStep(user, fetch);

    expect(await regionSelect(step, 'State')).toHaveValue('');
    fireEvent.click(step.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(saved(fetch)).toHaveLength(1));
    expect(saved(fetch)[0]).toMatchObject({ profile: { country: 'DE', region: null } });
  });

  it('asks no region where the country has none', async () => {
    const user = atLocation({ country: 'LI', region: null });
    const fetch = completeSignupServer(user);
    const { step } = await openLocationStep(user, fetch);

    await waitFor(() => expect(sentRequests(fetch, 'GET /api/regions.php')).toHaveLength(1));
    await waitFor(() => expect(step.queryByRole('combobox', { name: 'Region' })).toBeNull());
    expect(step.getAllByRole('combobox')).toHaveLength(1); // the country
    fireEvent.click(step.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(saved(fetch)).toHaveLength(1));
    expect(saved(fetch)[0]).toMatchObject({ profile: { country: 'LI', region: null } });
  });

  it('says while the regions load, and offers to load them again when they cannot be loaded', async () => {
    const user = atLocation({ country: 'NL', region: null });
    let answer: 'wait' | 'fail' | 'list' = 'wait';
    let release = () => {};
    const loaded = new Promise<void>((resolve) => (release = resolve));
    const server = completeSignupServer(user, {
      'GET /api/regions.php': (url) =>
        answer === 'fail'
          ? { status: 503, body: { error: 'internal_error', message: 'Unavailable' } }
          : {
              body: {
                country: url.searchParams.get('country'),
                regions: [{ code: 'NL.09', name: 'Utrecht' }],
              },
            },
    });
    const fetch = fakeFetch(async (input, init) => {
      if (answer === 'wait' && String(input).startsWith('/api/regions.php')) {
        await loaded;
        answer = 'fail';
      }
      return server(input, init);
    });
    const { step } = await openLocationStep(user, fetch);

    const province = await step.findByLabelText('Province');
    expect(province).toBeDisabled();
    expect(optionNames(province)).toEqual(['Loading regions…']);

    release();
    await waitFor(() =>
      expect(province).toHaveAccessibleDescription(
        'The list of regions could not be loaded. Try again, or continue without a region.',
      ),
    );
    expect(province).toBeDisabled();

    answer = 'list';
    fireEvent.click(step.getByRole('button', { name: 'Load the regions again' }));
    expect(optionNames(await regionSelect(step, 'Province'))).toEqual(['Choose…', 'Utrecht']);
    expect(step.queryByRole('button', { name: 'Load the regions again' })).toBeNull();
    expect(province).not.toHaveAccessibleDescription();
  });

  it("shows the server's message on the region when the save is refused", async () => {
    const user = atLocation({ country: 'NL', region: null });
    const fetch = completeSignupServer(user, {
      'PUT /api/complete-signup.php': apiRefusal(
        400,
        'validation_failed',
        'Please check the highlighted fields.',
        { 'profile.region': 'This value is not valid.' },
      ),
    });
    const { step } = await openLocationStep(user, fetch);
    fireEvent.change(await regionSelect(step, 'Province'), { target: { value: 'Utrecht' } });

    fireEvent.click(step.getByRole('button', { name: 'Next' }));

    expect(await step.findByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(step.getByLabelText('Province')).toHaveAccessibleDescription('This value is not valid.');
    expect(step.getByLabelText('Province')).toBeInvalid();
  });
});

describe('/complete-signup location step: the country', () => {
  it("starts a Dutch visitor with an en-US browser on a Dutch site in the Netherlands, the site's countries first", async () => {
    // Sign-up stored the browser's region (US) on the profile; the site serves NL and BE.
    const user = atLocation({ country: 'US', region: null });
    const { step } = await openLocationStep(user, completeSignupServer(user), {
      geoip_country: 'US',
      geoip_selected_country: 'NL',
      countries: ['NL', 'BE'],
    });

    const country = step.getByLabelText('Country');
    expect(country).toHaveValue('NL');
    expect(optionNames(country).slice(0, 4)).toEqual(['Choose…', 'Netherlands', 'Belgium', 'United States']);
    // One country list everywhere: every country, not only the served markets.
    expect(step.getByRole('option', { name: 'Japan' })).toBeInTheDocument();
  });

  it("starts in the visitor's country when the site serves it", async () => {
    const user = atLocation({ country: 'BE', region: null });
    const { step } = await openLocationStep(user, completeSignupServer(user), {
      geoip_country: 'BE',
      geoip_selected_country: 'NL',
      countries: ['NL', 'BE'],
    });
    expect(step.getByLabelText('Country')).toHaveValue('BE');
  });

  it('keeps the city typed when the country changes', async () => {
    const user = atLocation({ country: 'NL', region: null });
    const fetch = completeSignupServer(user);
    const { step } = await openLocationStep(user, fetch);
    fireEvent.change(step.getByLabelText('City'), { target: { value: 'Maastricht' } });

    fireEvent.change(step.getByLabelText('Country'), { target: { value: 'BE' } });
    await waitFor(() => expect(sentRequests(fetch, 'GET /api/regions.php')).toHaveLength(2));

    expect(step.getByLabelText('City')).toHaveValue('Maastricht');
    fireEvent.click(step.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(saved(fetch)).toHaveLength(1));
    expect(saved(fetch)[0]).toMatchObject({ profile: { country: 'BE', city: 'Maastricht' } });
  });
});
