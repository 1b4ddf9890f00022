import {
  GeocodeResponseSchema,
  INTERESTS,
  LOCALE_COOKIE_NAME,
  RegionsResponseSchema,
} from '@amora/contracts';
import { CityIndex } from '../src/modules/geo/city-index.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';

describe('geo helpers: interests, regions, geocoder', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ memberCount: 0 });
  });
  afterAll(async () => t.app.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('GET /api/interests.php lists the 50 interests, cacheable for a day', async () => {
    const response = await get('/api/interests.php');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.json()).toEqual({ interests: [...INTERESTS] });
    expect(response.json().interests).toHaveLength(50);
  });

  it('GET /api/regions.php lists a country’s regions by name', async () => {
    const response = await get('/api/regions.php?country=NL');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const body = RegionsResponseSchema.parse(response.json());
    expect(body.country).toBe('NL');
    expect(body.regions).toHaveLength(12);
    expect(body.regions).toContainEqual({ code: 'NL.07', name: 'North Holland' });
    const names = body.regions.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const germany = RegionsResponseSchema.parse((await get('/api/regions.php?country=DE')).json());
    expect(germany.regions).toHaveLength(16);
    // A real country without first-level regions in the data answers an empty list.
    expect((await get('/api/regions.php?country=VA')).json()).toEqual({ country: 'VA', regions: [] });
  });

  it.each(['ZZ', 'XX', 'nl', 'NLD', ''])('GET /api/regions.php?country=%s is refused', async (country) => {
    const response = await get(`/api/regions.php?country=${country}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'validation_failed',
      fields: { country: 'Choose a country from the list.' },
    });
  });

  it.each([
    [52.37, 4.89, { country: 'NL', region: 'North Holland', city: 'Amsterdam' }],
    [52.0907, 5.1214, { country: 'NL', region: 'Utrecht', city: 'Utrecht' }],
    [51.4964, -0.1115, { country: 'GB', region: 'England', city: 'London' }],
    [48.137, 11.575, { country: 'DE', region: 'Bavaria', city: 'Munich' }],
    [52.2297, 21.0122, { country: 'PL', region: 'Mazovia', city: 'Warsaw' }],
    [-36.85, 174.76, { country: 'NZ', region: 'Auckland', city: 'Auckland' }],
  ])('GET /api/geocode.php?lat=%s&lon=%s resolves offline', async (lat, lon, geolocation) => {
    const response = await get(`/api/geocode.php?lat=${lat}&lon=${lon}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(GeocodeResponseSchema.parse(response.json())).toEqual({ geolocation });
  });

  it('answers far from any town with country and region only, and 404 in the open ocean', async () => {
    const highlands = await get('/api/geocode.php?lat=64.8&lon=-18.0');
    expect(highlands.json()).toEqual({ geolocation: { country: 'IS', region: 'Northeast', city: null } });
    const sea = await get('/api/geocode.php?lat=55.0&lon=2.0');
    expect(sea.statusCode).toBe(404);
    expect(sea.json()).toMatchObject({ error: 'no_place_nearby' });
    expect((await get('/api/geocode.php?lat=0&lon=-140')).statusCode).toBe(404);
  });

  it.each([
    ['en', 'We could not find a place near your location. Please choose your country and region yourself.'],
    [
      'de',
      'Wir konnten keinen Ort in der Nähe deines Standorts finden. Bitte wähle dein Land und deine Region selbst aus.',
    ],
    ['nl', 'We konden geen plaats in de buurt van je locatie vinden. Kies zelf je land en regio.'],
  ])(
    'tells a caller (%s) in the open ocean to choose the place, not that a page is missing',
    async (locale, message) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/geocode.php?lat=0&lon=-140',
        cookies: { [LOCALE_COOKIE_NAME]: locale },
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({ error: 'no_place_nearby', message });
    },
  );

  it.each([
    'lat=91&lon=0',
    'lat=0&lon=181',
    'lat=-90.5&lon=0',
    'lat=abc&lon=4',
    'lat=52.3',
    'lon=4.8',
    'lat=1e2&lon=4',
    'lat=52.3&lon=4.8,5',
  ])('GET /api/geocode.php?%s is refused with 400', async (query) => {
    const response = await get(`/api/geocode.php?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation_failed' });
  });

  // Its speed is measured in the bench (`npm run bench`, part "api"), beside a route that does nothing.
  it('answers a run of lookups across Europe, each with a place', async () => {
    for (let i = 0; i < 100; i++) {
      const response = await get(
        `/api/geocode.php?lat=${(45 + i / 10).toFixed(2)}&lon=${(5 + i / 20).toFixed(2)}`,
      );
      expect(response.statusCode).toBe(200);
      expect(GeocodeResponseSchema.parse(response.json()).geolocation.country).toMatch(/^[A-Z]{2}$/);
    }
  });
});

describe('the geocoder never logs coordinates', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ memberCount: 0, env: { LOG_LEVEL: 'info' } });
  });
  afterAll(async () => t.app.close());

  it('logs the request line of /api/geocode.php without its query string', async () => {
    // pino keeps its destination under a private symbol; listening there sees exactly what is written.
    const streamKey = Object.getOwnPropertySymbols(t.app.log).find(
      (s) => s.toString() === 'Symbol(pino.stream)',
    );
    const stream = (t.app.log as unknown as Record<symbol, { write(line: string): unknown }>)[streamKey!]!;
    const written: string[] = [];
    const spy = jest.spyOn(stream, 'write').mockImplementation((line: string) => written.push(line));
    try {
      await t.app.inject({ method: 'GET', url: '/api/geocode.php?lat=52.123456&lon=4.654321' });
      await t.app.inject({ method: 'GET', url: '/api/geocode.php?lat=999.123456&lon=4.654321' });
      await t.app.inject({ method: 'GET', url: '/api/interests.php?probe=1' });
    } finally {
      spy.mockRestore();
    }
    const log = written.join('');
    expect(log).toContain('"url":"/api/geocode.php"');
    expect(log).toContain('/api/interests.php?probe=1'); // other routes log as before
    expect(log).not.toMatch(/52\.123456|999\.123456|4\.654321/);
  });
});

describe('CityIndex', () => {
  const place = (name: string, lat: number, lon: number, population = 0, country = 'AA') => ({
    name,
    lat,
    lon,
    country,
    admin1: '01',
    population,
  });

  it('finds the nearest place across the date line and near the poles', () => {
    const index = CityIndex.build([
      place('East', 65, 179.95),
      place('West', 65, -179.5),
      place('Pole', 89.9, 10),
    ]);
    expect(index.nearest(65, -179.99, 100)?.name).toBe('East');
    expect(index.nearest(89.95, -170, 100)?.name).toBe('Pole');
    expect(index.nearest(0, 0, 100)).toBeNull();
  });

  it('prefers the big city for a point inside it, the village at the village', () => {
    const index = CityIndex.build([
      place('Big City', 50, 10, 1_000_000),
      place('District', 50.01, 10.01, 0),
      place('Village', 50.2, 10.2, 1500),
      place('Abroad', 50.02, 10.0, 5_000_000, 'BB'),
    ]);
    expect(index.prominent(50.011, 10.011, 25)?.name).toBe('Big City');
    expect(index.prominent(50.2, 10.201, 25)?.name).toBe('Village');
    // Never a city of another country than the nearest place.
    expect(index.prominent(50.0105, 10.0105, 25)?.country).toBe('AA');
  });
});
