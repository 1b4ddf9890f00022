import type { User } from '@amora/contracts';
import { aProfile, aUser, regionsRoute, sentRequests, type JsonRoutes } from '@amora/testing';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { fakeServer, profileRoutes, setUpProfileArea } from './test-support/profile-area';

const mountAt = setUpProfileArea();

const routes: JsonRoutes = {
  ...profileRoutes(),
  'GET /api/regions.php': regionsRoute(),
};

const member = () => aUser({ profile: aProfile({ country: 'NL', region: 'Utrecht', city: 'Utrecht' }) });

interface GeoFake {
  /** undefined: no Geolocation API at all. */
  position?: { latitude: number; longitude: number } | { errorCode: number };
  /** undefined: no Permissions API. */
  permission?: PermissionState;
}

/** Browser geolocation as the test needs it; jsdom has neither API. */
function fakeGeolocation({ position, permission }: GeoFake) {
  const getCurrentPosition = jest.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if (position && 'errorCode' in position)
      failure?.({ code: position.errorCode } as GeolocationPositionError);
    else if (position) success({ coords: position } as GeolocationPosition);
  });
  if (position)
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  if (permission)
    Object.defineProperty(navigator, 'permissions', {
      value: {
        query: jest.fn(() =>
          Promise.resolve({ state: permission, addEventListener: jest.fn(), removeEventListener: jest.fn() }),
        ),
      },
      configurable: true,
    });
  return getCurrentPosition;
}

afterEach(() => {
  delete (navigator as { geolocation?: unknown }).geolocation;
  delete (navigator as { permissions?: unknown }).permissions;
});

/** Waits for a region option in the select labelled `label` (querying the whole form would walk every country). */
function findRegionOption(location: ReturnType<typeof within>, label: string, name: string) {
  return waitFor(() => within(location.getByLabelText(label)).getByRole('option', { name }));
}

async function openLocation(user: User = member(), extra: JsonRoutes = {}) {
  const area = await mountAt('/profile', { user, fetch: fakeServer({ ...routes, ...extra }) });
  const section = await area.view.findByRole('region', { name: 'Where you live' });
  const location = within(section);
  return { ...area, location };
}

describe('location on the own profile', () => {
  it("names the region the way the country does and offers the server's regions", async () => {
    const { location } = await openLocation();

    expect(await findRegionOption(location, 'Province', 'North Holland')).toBeInTheDocument();
    expect(location.getByLabelText('Province')).toHaveValue('Utrecht');
    expect(location.getByLabelText('Country')).toHaveValue('NL');

    fireEvent.change(location.getByLabelText('Country'), { target: { value: 'DE' } });
    expect(await findRegionOption(location, 'State', 'Bavaria')).toBeInTheDocument();
    expect(location.getByLabelText('State')).toHaveValue('');

    fireEvent.change(location.getByLabelText('Country'), { target: { value: 'CH' } });
    expect(await findRegionOption(location, 'Canton', 'Zurich')).toBeInTheDocument();
    expect(location.getByLabelText('Canton')).toBeInTheDocument();

    fireEvent.change(location.getByLabelText('Country'), { target: { value: 'US' } });
    expect(await findRegionOption(location, 'State', 'California')).toBeInTheDocument();
    expect(location.getByLabelText('State')).toBeInTheDocument();
  });

  it('offers a text field where the server knows no regions of the country', async () => {
    const { location } = await openLocation();

    fireEvent.change(location.getByLabelText('Country'), { target: { value: 'FR' } });

    const region = await location.findByRole('textbox', { name: 'Region' });
    fireEvent.change(region, { target: { value: 'Bretagne' } });
    expect(region).toHaveValue('Bretagne');
  });

  it('loads the regions of a country once', async () => {
    const { location, fetch } = await openLocation();
    await findRegionOption(location, 'Province', 'North Holland');

    fireEvent.change(location.getByLabelText('Country'), { target: { value: 'DE' } });
    await findRegionOption(location, 'State', 'Bavaria');
    fireEvent.change(location.getByLabelText('Country'), { target: { value: 'NL' } });
    await findRegionOption(location, 'Province', 'North Holland');

    expect(sentRequests(fetch, 'GET /api/regions.php').map(({ query }) => query.country)).toEqual([
      'NL',
      'DE',
    ]);
  });

  it('saves country, region and city with PUT /api/profile.php', async () => {
    const user = member();
    const { location, fetch, view } = await openLocation(user, {
      'PUT /api/profile.php': { body: { user } },
    });
    fireEvent.change(location.getByLabelText('Country'), { target: { value: 'DE' } });
    await findRegionOption(location, 'State', 'Bavaria');
    fireEvent.change(location.getByLabelText('State'), { target: { value: 'Bavaria' } });
    fireEvent.change(location.getByLabelText('City'), { target: { value: ' München ' } });

    // One Save for the whole profile form: the place goes with the details.
    fireEvent.click(view.getByRole('button', { name: 'Save profile' }));

    expect(await view.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(sentRequests(fetch, 'PUT /api/profile.php').map(({ body }) => body)).toEqual([
      expect.objectContaining({
        country: 'DE',
        region: 'Bavaria',
        city: 'München',
        about_me: user.profile.about_me,
      }),
    ]);
    expect(view.queryByRole('button', { name: 'Save location' })).toBeNull();
  });

  it('asks for a country before saving', async () => {
    const { location, fetch, view } = await openLocation();

    fireEvent.change(location.getByLabelText('Country'), { target: { value: '' } });
    fireEvent.click(view.getByRole('button', { name: 'Save profile' }));

    expect(location.getByLabelText('Country')).toHaveAccessibleDescription('Choose a country from the list.');
    expect(sentRequests(fetch, 'PUT /api/profile.php')).toEqual([]);
  });

  it('credits GeoNames for the place names', async () => {
    const { location } = await openLocation();

    expect(location.getByRole('link', { name: /Place names: GeoNames \(CC BY 4\.0\)/ })).toHaveAttribute(
      'href',
      'https://www.geonames.org',
    );
  });
});

describe('"Use my location"', () => {
  it('is unavailable, with an explanation, where the browser has no geolocation', async () => {
    const { location } = await openLocation();

    const button = location.getByRole('button', { name: 'Use my location' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Your browser cannot share your location. Please fill in your place yourself.',
    );
  });

  it('says the browser will ask when it cannot tell the permission (unknown)', async () => {
    fakeGeolocation({ position: { latitude: 1, longitude: 1 } });
    const { location } = await openLocation();

    expect(location.getByRole('button', { name: 'Use my location' })).toHaveAccessibleDescription(
      /Your browser will ask whether it may share your location/,
    );
  });

  it.each([
    ['prompt', /Your browser will ask for permission/],
    ['granted', /You allow this site to use your location/],
  ] as const)('shows the browser permission state %s', async (permission, text) => {
    fakeGeolocation({ position: { latitude: 1, longitude: 1 }, permission });
    const { location } = await openLocation();

    const button = location.getByRole('button', { name: 'Use my location' });
    await waitFor(() => expect(button).toHaveAccessibleDescription(text));
    expect(button).toBeEnabled();
  });

  it('explains how to allow it when the permission is denied', async () => {
    fakeGeolocation({ position: { latitude: 1, longitude: 1 }, permission: 'denied' });
    const { location } = await openLocation();

    const button = location.getByRole('button', { name: 'Use my location' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAccessibleDescription(/Allow it in your browser’s site settings/);
  });

  it('fills country, region and city for review, sending only rounded coordinates, once per hour', async () => {
    const getCurrentPosition = fakeGeolocation({
      position: { latitude: 52.370216, longitude: 4.895168 },
      permission: 'granted',
    });
    const { location, fetch, view } = await openLocation(member(), {
      'GET /api/geocode.php': {
        body: { geolocation: { country: 'NL', region: 'NL.07', city: 'Amsterdam' } },
      },
    });

    fireEvent.click(location.getByRole('button', { name: 'Use my location' }));

    expect(await location.findByText('We have filled in your place. Check it and save.')).toBeInTheDocument();
    expect(location.getByLabelText('Country')).toHaveValue('NL');
    await waitFor(() => expect(location.getByLabelText('Province')).toHaveValue('North Holland'));
    expect(location.getByLabelText('City')).toHaveValue('Amsterdam');
    const [geocode] = sentRequests(fetch, 'GET /api/geocode.php');
    expect(geocode?.query).toEqual({ lat: '52.37', lon: '4.90' });
    expect(view.queryByText(/52\.3|4\.89/)).toBeNull();
    expect(sentRequests(fetch, 'PUT /api/profile.php')).toEqual([]);

    fireEvent.click(location.getByRole('button', { name: 'Use my location' }));
    await waitFor(() => expect(getCurrentPosition).toHaveBeenCalledTimes(2));
    await location.findByText('We have filled in your place. Check it and save.');
    expect(sentRequests(fetch, 'GET /api/geocode.php')).toHaveLength(1);
  });

  it('switches to the denied guidance when the member refuses the request', async () => {
    fakeGeolocation({ position: { errorCode: 1 }, permission: 'prompt' });
    const { location } = await openLocation();
    const button = location.getByRole('button', { name: 'Use my location' });
    await waitFor(() => expect(button).toHaveAccessibleDescription(/Your browser will ask for permission/));

    fireEvent.click(button);

    await waitFor(() => expect(button).toHaveAccessibleDescription(/Location access is blocked/));
    expect(button).toBeDisabled();
  });

  it("shows the server's message when no place is near the position, and leaves the fields as they were", async () => {
    fakeGeolocation({ position: { latitude: 0, longitude: -140 }, permission: 'granted' });
    const message =
      'We could not find a place near your location. Please choose your country and region yourself.';
    const { location } = await openLocation(member(), {
      'GET /api/geocode.php': { status: 404, body: { error: 'no_place_nearby', message } },
    });

    fireEvent.click(location.getByRole('button', { name: 'Use my location' }));

    expect(await location.findByRole('alert')).toHaveTextContent(message);
    expect(location.getByLabelText('Country')).toHaveValue('NL');
    expect(location.getByLabelText('City')).toHaveValue('Utrecht');
  });

  it('falls back to its own message when the geocoder answers without a readable error', async () => {
    fakeGeolocation({ position: { latitude: 52.37, longitude: 4.89 }, permission: 'granted' });
    const { location } = await openLocation(member(), {
      'GET /api/geocode.php': { status: 502, body: 'Bad Gateway' },
    });

    fireEvent.click(location.getByRole('button', { name: 'Use my location' }));

    expect(await location.findByRole('alert')).toHaveTextContent(
      'Your place could not be determined. Please fill it in yourself.',
    );
  });

  it('says so when the place cannot be found', async () => {
    fakeGeolocation({ position: { errorCode: 3 }, permission: 'granted' });
    const { location } = await openLocation();

    fireEvent.click(location.getByRole('button', { name: 'Use my location' }));

    expect(await location.findByRole('alert')).toHaveTextContent(
      'Your place could not be determined. Please fill it in yourself.',
    );
  });
});
