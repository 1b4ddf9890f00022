import '@testing-library/jest-dom';
import type { User } from '@amora/contracts';
import { aProfile, aUser, sentBodies, sentRequests, type FetchMock } from '@amora/testing';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { mountAccount, setUpMountedAccount } from '../signup/test-support/mount-account';
import { completeSignupServer } from './test-support/complete-signup-server';

setUpMountedAccount();

/** A new member: nothing chosen yet but what sign-up asked; the country is the server's guess. */
const newMember = (step: number, profile: Partial<User['profile']> = {}) =>
  aUser({
    status: 'not_confirmed',
    signup_step: step,
    first_contact_id: null,
    profile: aProfile({ gender: null, region: null, city: null, country: 'DE', ...profile }),
  });

const saved = (fetch: FetchMock) => sentBodies(fetch, 'PUT /api/complete-signup.php');

async function openStep(user: User, name: string, fetch = completeSignupServer(user)) {
  const mounted = await mountAccount('/complete-signup', { user, fetch, settings: { countries: ['DE'] } });
  const step = await mounted.view.findByRole('region', { name });
  return { ...mounted, fetch, step: within(step) };
}

describe('/complete-signup: nothing stored that the member did not choose', () => {
  it('the personal step without a gender cannot continue: no Skip, and Next asks for it', async () => {
    const { step, fetch } = await openStep(newMember(3), 'Tell us a bit about yourself');
    const gender = step.getByLabelText('Gender');
    // No option looks chosen: the empty "Choose…" is shown, not the first gender.
    expect(gender).toHaveValue('');
    expect(within(gender).getAllByRole('option')[0]).toHaveTextContent('Choose…');
    expect(step.queryByRole('button', { name: 'Skip' })).toBeNull();

    fireEvent.click(step.getByRole('button', { name: 'Next' }));
    expect(await step.findByText('Choose your gender.')).toBeInTheDocument();
    expect(saved(fetch)).toEqual([]);

    fireEvent.change(gender, { target: { value: 'female' } });
    fireEvent.click(step.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(saved(fetch)).toHaveLength(1));
    expect(saved(fetch)[0]).toMatchObject({ step: 3, profile: { gender: 'female' } });
  });

  it('names the preset country for confirmation beside region and city', async () => {
    const { step } = await openStep(newMember(2), 'Where do you live?');
    expect(
      step.getByText(
        'We have preset Germany from where you are visiting. Please confirm it, and add your region and city.',
      ),
    ).toBeInTheDocument();
    expect(step.getByLabelText('Country')).toHaveValue('DE');
    expect(await step.findByLabelText('State')).toBeInTheDocument();
    expect(step.getByLabelText('City')).toHaveValue('');
  });

  it('fills the place from "Use my location", for the member to check and save', async () => {
    const user = newMember(2);
    const fetch = completeSignupServer(user, {
      'GET /api/geocode.php': {
        body: { geolocation: { country: 'DE', region: 'Bavaria', city: 'München' } },
      },
    });
    const getCurrentPosition = jest.fn((success: PositionCallback) =>
      success({ coords: { latitude: 48.137154, longitude: 11.576124 } } as GeolocationPosition),
    );
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    try {
      const { step } = await openStep(user, 'Where do you live?', fetch);
      fireEvent.click(step.getByRole('button', { name: 'Use my location' }));
      expect(await step.findByText('We have filled in your place. Check it and save.')).toBeInTheDocument();
      expect(step.getByLabelText('City')).toHaveValue('München');
      // Rounded to about a kilometre before it leaves the browser.
      expect(sentRequests(fetch, 'GET /api/geocode.php')[0]?.query).toEqual({ lat: '48.14', lon: '11.58' });
      expect(saved(fetch)).toEqual([]);
    } finally {
      delete (navigator as { geolocation?: unknown }).geolocation;
    }
  });
});
