import type { HttpClient } from '@amora/contracts';
import { queryKeys } from '../query/query-keys';
import { listedRegionName, regionKind, regionsQuery } from './regions';

const REGIONS = [
  { code: 'NL.07', name: 'North Holland' },
  { code: 'NL.09', name: 'Utrecht' },
];

function httpAnswering(regions = REGIONS) {
  const get = jest.fn(async () => ({ country: 'NL', regions }));
  return { http: { get } as unknown as HttpClient, get };
}

describe('regionsQuery', () => {
  it("loads a country's regions once per page, under the shared key", async () => {
    const { http, get } = httpAnswering();
    const query = regionsQuery(http, 'NL');
    const signal = new AbortController().signal;

    expect(query.queryKey).toEqual(queryKeys.regions('NL'));
    expect(query.enabled).toBe(true);
    expect(query.staleTime).toBe(Infinity);
    await expect(query.queryFn({ signal })).resolves.toEqual(REGIONS);
    expect(get).toHaveBeenCalledWith('/api/regions.php', { query: { country: 'NL' }, signal });
  });

  it.each([null, undefined, '', 'nl', 'NLD', '12'])('does not run for %p', (country) => {
    const query = regionsQuery(httpAnswering().http, country);
    expect(query.enabled).toBe(false);
    expect(query.queryKey).toEqual(['regions', '']);
  });
});

describe('region helpers', () => {
  it('names the region the way the country does', () => {
    expect(['US', 'DE', 'NL', 'CH', 'FR'].map(regionKind)).toEqual([
      'state',
      'federalState',
      'province',
      'canton',
      'region',
    ]);
  });

  it('finds the listed name for a code or another spelling, and nothing for an unlisted value', () => {
    expect(listedRegionName(REGIONS, ' utrecht ')).toBe('Utrecht');
    expect(listedRegionName(REGIONS, 'nl.07')).toBe('North Holland');
    expect(listedRegionName(REGIONS, 'Noord-Holland')).toBeNull();
    expect(listedRegionName(REGIONS, '  ')).toBeNull();
  });
});
