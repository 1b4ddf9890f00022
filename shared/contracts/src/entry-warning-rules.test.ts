import type { RouteName } from './routes.js';
import { someSettings } from '@amora/testing';
import { shouldShowEntryWarning, type EntryWarningContext } from './entry-warning-rules.js';

/** A first-time, logged-out visitor on the default layout of a site with the warning on. */
function context(overrides: Partial<EntryWarningContext> = {}): EntryWarningContext {
  return {
    sessionStatus: 'anonymous',
    dismissedAt: null,
    installedApp: false,
    settings: someSettings({ enable_site_entry_popup: 'yes', countries: [], geoip_country: 'FR' }),
    routeName: 'index',
    layout: 'default',
    ...overrides,
  };
}
const settings = (overrides: Parameters<typeof someSettings>[0]) =>
  someSettings({ enable_site_entry_popup: 'yes', countries: [], geoip_country: 'FR', ...overrides });

describe('shouldShowEntryWarning', () => {
  it('shows to a logged-out visitor who has not entered before', () => {
    expect(shouldShowEntryWarning(context())).toBe(true);
  });

  describe('who', () => {
    it('not to a logged-in member', () => {
      expect(shouldShowEntryWarning(context({ sessionStatus: 'authenticated' }))).toBe(false);
    });

    it('not while the session is still unknown (a member would see it flash)', () => {
      expect(shouldShowEntryWarning(context({ sessionStatus: 'unknown' }))).toBe(false);
    });

    it('not to a visitor who entered before, however long ago', () => {
      expect(shouldShowEntryWarning(context({ dismissedAt: 0 }))).toBe(false);
      expect(shouldShowEntryWarning(context({ dismissedAt: 1_700_000_000_000 }))).toBe(false);
    });

    it('not in the installed app', () => {
      expect(shouldShowEntryWarning(context({ installedApp: true }))).toBe(false);
    });
  });

  describe('site settings', () => {
    it("not when the site's enable_site_entry_popup is 'no'", () => {
      expect(shouldShowEntryWarning(context({ settings: settings({ enable_site_entry_popup: 'no' }) }))).toBe(
        false,
      );
    });

    it('not when the visitor is outside the countries the site lists', () => {
      const listed = settings({ countries: ['NL', 'BE'], geoip_country: 'FR' });
      expect(shouldShowEntryWarning(context({ settings: listed }))).toBe(false);
    });

    it('not when the site lists countries and the visitor has no known country', () => {
      expect(
        shouldShowEntryWarning(context({ settings: settings({ countries: ['NL'], geoip_country: null }) })),
      ).toBe(false);
    });

    it('when the visitor is in the countries the site lists', () => {
      const listed = settings({ countries: ['NL', 'BE'], geoip_country: 'BE' });
      expect(shouldShowEntryWarning(context({ settings: listed }))).toBe(true);
    });

    it('when the site lists no countries, for any visitor', () => {
      expect(shouldShowEntryWarning(context({ settings: settings({ geoip_country: null }) }))).toBe(true);
    });

    it('without site settings, on the default layout (the safe side)', () => {
      expect(shouldShowEntryWarning(context({ settings: null }))).toBe(true);
      expect(shouldShowEntryWarning(context({ settings: null, layout: 'empty' }))).toBe(false);
    });
  });

  describe('pages', () => {
    it.each<RouteName>(['complete-signup', 'reset-password', 'reset-password-do'])(
      'never on %s',
      (routeName) => {
        expect(shouldShowEntryWarning(context({ routeName }))).toBe(false);
        expect(
          shouldShowEntryWarning(
            context({ routeName, layout: 'empty', settings: settings({ geoip_country: 'NL' }) }),
          ),
        ).toBe(false);
      },
    );

    it('on the 404 page (no route)', () => {
      expect(shouldShowEntryWarning(context({ routeName: null }))).toBe(true);
    });
  });

  describe('layouts', () => {
    it.each(['chat', 'lander', 'empty'] as const)(
      'on the %s layout only for visitors from NL and DE',
      (layout) => {
        expect(shouldShowEntryWarning(context({ layout, settings: settings({ geoip_country: 'NL' }) }))).toBe(
          true,
        );
        expect(shouldShowEntryWarning(context({ layout, settings: settings({ geoip_country: 'DE' }) }))).toBe(
          true,
        );
        expect(shouldShowEntryWarning(context({ layout, settings: settings({ geoip_country: 'FR' }) }))).toBe(
          false,
        );
        expect(shouldShowEntryWarning(context({ layout, settings: settings({ geoip_country: null }) }))).toBe(
          false,
        );
      },
    );

    it('on the default layout for every country', () => {
      expect(shouldShowEntryWarning(context({ settings: settings({ geoip_country: 'US' }) }))).toBe(true);
    });

    it('the strict countries still follow the other rules', () => {
      const dutch = settings({ geoip_country: 'NL' });
      expect(shouldShowEntryWarning(context({ layout: 'lander', settings: dutch, installedApp: true }))).toBe(
        false,
      );
      expect(shouldShowEntryWarning(context({ layout: 'chat', settings: dutch, dismissedAt: 1 }))).toBe(
        false,
      );
      expect(
        shouldShowEntryWarning(
          context({ layout: 'empty', settings: { ...dutch, enable_site_entry_popup: 'no' } }),
        ),
      ).toBe(false);
    });
  });
});
