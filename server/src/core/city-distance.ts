/** A city's centre in degrees. */
export interface CityPoint {
  lat: number;
  lon: number;
}

const EARTH_RADIUS_KM = 6371;
const RAD = Math.PI / 180;

/** Whole kilometres between two city centres (haversine), as the search orders them. */
export function kmBetween(a: CityPoint, b: CityPoint): number {
  const dLat = (b.lat - a.lat) * RAD;
  const dLon = (b.lon - a.lon) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h))));
}
