import {
  GeocodeQuerySchema,
  INTERESTS,
  isCountryCode,
  RegionsQuerySchema,
  type GeocodeResponse,
} from '@amora/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { loadCityIndex, loadRegionTable } from './geo-data.js';

/** The city is chosen among places this close; farther out only country and region are told. */
const CITY_RADIUS_KM = 25;
/** Beyond this from any known place (open sea, polar ice) there is no answer. */
const COUNTRY_RADIUS_KM = 100;
const ONE_DAY = 'public, max-age=86400';

/**
 * The request line as logged for the geocoder: without the query string, so coordinates never
 * reach the logs (Fastify logs `req.url` for every request by default).
 */
export function requestWithoutQuery(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Coordinates → country, region and city, offline. The coordinates are used and forgotten. */
export async function reverseGeocode(
  lat: number,
  lon: number,
): Promise<GeocodeResponse['geolocation'] | null> {
  const index = await loadCityIndex();
  const city = index.prominent(lat, lon, CITY_RADIUS_KM);
  const place = city ?? index.nearest(lat, lon, COUNTRY_RADIUS_KM);
  if (!place) return null;
  const regions = await loadRegionTable();
  return {
    country: place.country,
    region: regions.nameOf(place.country, place.admin1),
    city: city ? city.name : null,
  };
}

/** The profile helpers: interests, a country's regions and the geolocation button's geocoder. */
export async function geoRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/interests.php', async (_request, reply) => {
    reply.header('Cache-Control', ONE_DAY);
    return { interests: [...INTERESTS] };
  });

  routes.get('/api/regions.php', { schema: { querystring: RegionsQuerySchema } }, async (request, reply) => {
    const { country } = request.query;
    if (!isCountryCode(country))
      throw new AppError(
        400,
        'validation_failed',
        'validation.countryInvalid',
        {},
        {
          country: 'validation.countryInvalid',
        },
      );
    reply.header('Cache-Control', ONE_DAY);
    return { country, regions: (await loadRegionTable()).regionsOf(country) };
  });

  routes.get(
    '/api/geocode.php',
    { schema: { querystring: GeocodeQuerySchema }, logSerializers: { req: requestWithoutQuery } },
    async (request) => {
      const geolocation = await reverseGeocode(request.query.lat, request.query.lon);
      // Open sea or polar ice: the member is told to choose the place, not that a page is missing.
      if (!geolocation) throw new AppError(404, 'no_place_nearby', 'errors.geocodeNoPlace');
      return { geolocation };
    },
  );
}
