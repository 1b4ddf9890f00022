import { INSTALLED_APP_QUERY, isInstalledApp } from './installed-app';

describe('installed app detection', () => {
  it('reads the standalone display mode', () => {
    const queries: string[] = [];
    const matchMedia = (query: string) => {
      queries.push(query);
      return { matches: query === INSTALLED_APP_QUERY };
    };
    expect(isInstalledApp({ matchMedia })).toBe(true);
    expect(queries).toEqual(['(display-mode: standalone)']);
  });

  it("reads iOS Safari's navigator.standalone", () => {
    expect(isInstalledApp({ navigatorStandalone: true, matchMedia: () => ({ matches: false }) })).toBe(true);
  });

  it('is the web otherwise, and where matchMedia is missing', () => {
    expect(isInstalledApp({ matchMedia: () => ({ matches: false }) })).toBe(false);
    expect(isInstalledApp({})).toBe(false);
  });
});
