import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { CityPoint } from '../../core/city-distance.js';
import { loadRegionTable } from './geo-data.js';

/*
 * Where a member's city lies, for distances between members: the GeoNames centre of the place
 * (cities.json), never a position the member gave. A distance between two such centres says no
 * more about a member than the city their profile already shows (ADR 0037).
 */

interface Place extends CityPoint {
  admin1: string;
}

const normalize = (value: string) => value.normalize('NFC').trim().toLocaleLowerCase('en');

const require = createRequire(import.meta.url);

let pending: Promise<Map<string, Place[]>> | null = null;

/** `country|name` → the places of that name in the country, read once on first use. */
function loadPlaces(): Promise<Map<string, Place[]>> {
  pending ??= (async () => {
    const raw = JSON.parse(await readFile(require.resolve('cities.json'), 'utf8')) as Array<{
      name: string;
      lat: string;
      lng: string;
      country: string;
      admin1: string;
    }>;
    const byName = new Map<string, Place[]>();
    for (const city of raw) {
      const key = `${city.country}|${normalize(city.name)}`;
      const list = byName.get(key) ?? [];
      list.push({ admin1: city.admin1, lat: Number(city.lat), lon: Number(city.lng) });
      byName.set(key, list);
    }
    return byName;
  })().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

/**
 * The centre of a city named in a profile, or null when the geo data does not know it. Among
 * places of the same name in the country, the one in the member's region wins, else the first.
 */
export async function locateCity(
  country: string,
  region: string | null,
  city: string | null,
): Promise<CityPoint | null> {
  if (!city?.trim()) return null;
  const places = (await loadPlaces()).get(`${country}|${normalize(city)}`);
  if (!places?.length) return null;
  let chosen = places[0];
  if (region && places.length > 1) {
    const wanted = normalize(region);
    const code = (await loadRegionTable())
      .regionsOf(country)
      .find((r) => normalize(r.name) === wanted || normalize(r.code) === wanted)?.code;
    const admin1 = code?.slice(code.indexOf('.') + 1);
    chosen = places.find((place) => place.admin1 === admin1) ?? chosen;
  }
  return chosen ? { lat: chosen.lat, lon: chosen.lon } : null;
}
