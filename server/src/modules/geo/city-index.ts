/** One populated place as the index needs it. */
export interface CityInput {
  name: string;
  lat: number;
  lon: number;
  country: string;
  /** GeoNames admin1 code within the country ('07'), or '' when unknown. */
  admin1: string;
  /** Inhabitants; 0 when unknown or for a district of a bigger place. */
  population: number;
}

export interface NearestCity {
  name: string;
  country: string;
  admin1: string;
  km: number;
}

const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE_LAT = 111.2;
const ROWS = 180;
const COLS = 360;
const RAD = Math.PI / 180;

function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

const rowOf = (lat: number) => Math.min(ROWS - 1, Math.max(0, Math.floor(lat + 90)));
const colOf = (lon: number) => ((Math.floor(lon + 180) % COLS) + COLS) % COLS;

/**
 * Nearest-place lookup over a fixed grid of 1° cells, built once: cities are sorted by cell, so
 * a query reads only the cells of a small bounding box. Coordinates are float32 (about 1 m at
 * GeoNames' five decimals) and places share their country/region pair, so ~170k cities take a
 * few MB.
 */
export class CityIndex {
  private constructor(
    private readonly lats: Float32Array,
    private readonly lons: Float32Array,
    private readonly names: string[],
    private readonly populations: Uint32Array,
    private readonly placeOf: Uint16Array,
    private readonly places: Array<{ country: string; admin1: string }>,
    /** cellStart[c]..cellStart[c+1] are the positions (in `order`) of cell c's cities. */
    private readonly cellStart: Uint32Array,
    private readonly order: Uint32Array,
  ) {}

  get size(): number {
    return this.names.length;
  }

  static build(cities: readonly CityInput[]): CityIndex {
    const n = cities.length;
    const lats = new Float32Array(n);
    const lons = new Float32Array(n);
    const names: string[] = new Array<string>(n);
    const populations = new Uint32Array(n);
    const placeOf = new Uint16Array(n);
    const places: Array<{ country: string; admin1: string }> = [];
    const placeIds = new Map<string, number>();
    const cellOf = new Uint32Array(n);
    const counts = new Uint32Array(ROWS * COLS + 1);
    cities.forEach((city, i) => {
      lats[i] = city.lat;
      lons[i] = city.lon;
      names[i] = city.name;
      populations[i] = city.population;
      const key = `${city.country}.${city.admin1}`;
      let place = placeIds.get(key);
      if (place === undefined) {
        place = places.push({ country: city.country, admin1: city.admin1 }) - 1;
        placeIds.set(key, place);
      }
      placeOf[i] = place;
      const cell = rowOf(city.lat) * COLS + colOf(city.lon);
      cellOf[i] = cell;
      counts[cell + 1] = (counts[cell + 1] ?? 0) + 1;
    });
    const cellStart = new Uint32Array(ROWS * COLS + 1);
    for (let c = 1; c <= ROWS * COLS; c++) cellStart[c] = (cellStart[c - 1] ?? 0) + (counts[c] ?? 0);
    const fill = cellStart.slice(0, ROWS * COLS);
    const order = new Uint32Array(n);
    for (let i = 0; i < n; i++) {
      const cell = cellOf[i] ?? 0;
      order[fill[cell] ?? 0] = i;
      fill[cell] = (fill[cell] ?? 0) + 1;
    }
    return new CityIndex(lats, lons, names, populations, placeOf, places, cellStart, order);
  }

  /** Calls `visit` for every place within `maxKm`. */
  private scan(lat: number, lon: number, maxKm: number, visit: (i: number, km: number) => void): void {
    // Any place within maxKm lies in this bounding box of whole cells.
    const dLat = maxKm / KM_PER_DEGREE_LAT;
    const rowFrom = rowOf(lat - dLat);
    const rowTo = rowOf(lat + dLat);
    const widestCos = Math.cos(Math.min(89.9, Math.max(Math.abs(lat - dLat), Math.abs(lat + dLat))) * RAD);
    const dLon = maxKm / (KM_PER_DEGREE_LAT * Math.max(widestCos, 1e-6));
    const allColumns = dLon >= 180 || Math.abs(lat) + dLat >= 90;
    const colFrom = allColumns ? 0 : Math.floor(lon - dLon + 180);
    const colTo = allColumns ? COLS - 1 : Math.floor(lon + dLon + 180);
    for (let row = rowFrom; row <= rowTo; row++) {
      for (let col = colFrom; col <= colTo; col++) {
        const cell = row * COLS + (((col % COLS) + COLS) % COLS);
        const end = this.cellStart[cell + 1] ?? 0;
        for (let k = this.cellStart[cell] ?? 0; k < end; k++) {
          const i = this.order[k] ?? 0;
          const km = haversineKm(lat, lon, this.lats[i] ?? 0, this.lons[i] ?? 0);
          if (km <= maxKm) visit(i, km);
        }
      }
    }
  }

  private describe(i: number, km: number): NearestCity {
    const place = this.places[this.placeOf[i] ?? 0] ?? { country: '', admin1: '' };
    return { name: this.names[i] ?? '', country: place.country, admin1: place.admin1, km };
  }

  /** The nearest place within `maxKm`, or null. */
  nearest(lat: number, lon: number, maxKm: number): NearestCity | null {
    let best = -1;
    let bestKm = Infinity;
    this.scan(lat, lon, maxKm, (i, km) => {
      if (km < bestKm) [best, bestKm] = [i, km];
    });
    return best < 0 ? null : this.describe(best, bestKm);
  }

  /**
   * The place people would name for a spot: within `maxKm` and in the country of the nearest
   * place, the one with the most inhabitants for its distance, (population + 1000) / (km + 1)³.
   * So a point in Lambeth is London, a village's centre is the village, a suburb 8 km out of a
   * big city with its own 20k people is the suburb.
   */
  prominent(lat: number, lon: number, maxKm: number): NearestCity | null {
    const nearest = this.nearest(lat, lon, maxKm);
    if (!nearest) return null;
    let best = -1;
    let bestKm = 0;
    let bestScore = -1;
    this.scan(lat, lon, maxKm, (i, km) => {
      if (this.places[this.placeOf[i] ?? 0]?.country !== nearest.country) return;
      const score = ((this.populations[i] ?? 0) + 1000) / (km + 1) ** 3;
      if (score > bestScore) [best, bestKm, bestScore] = [i, km, score];
    });
    return this.describe(best, bestKm);
  }
}
