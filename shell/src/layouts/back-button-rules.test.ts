import type { RouteName } from '@amora/contracts';
import { currentHistoryIndex, shouldShowBackButton } from './back-button-rules';

const context = (overrides: Partial<Parameters<typeof shouldShowBackButton>[0]> = {}) => ({
  installedApp: true,
  routeName: 'profile' as RouteName,
  historyLength: 3,
  historyIndex: 2,
  ...overrides,
});

describe('back button rule', () => {
  it.each<RouteName>(['profile', 'members-id', 'likes', 'likes-m-id', 'credits', 'credits-id'])(
    'shows in the installed app on %s with an entry behind',
    (routeName) => {
      expect(shouldShowBackButton(context({ routeName }))).toBe(true);
    },
  );

  it('never on the web, where the browser has its own', () => {
    expect(shouldShowBackButton(context({ installedApp: false }))).toBe(false);
  });

  it.each<RouteName>(['members', 'chats', 'notifications', 'premium'])('not on %s', (routeName) => {
    expect(shouldShowBackButton(context({ routeName }))).toBe(false);
  });

  it('not on the 404 page', () => {
    expect(shouldShowBackButton(context({ routeName: null }))).toBe(false);
  });

  it('not on the first entry: the app just opened, or the member went back to it', () => {
    expect(shouldShowBackButton(context({ historyLength: 1, historyIndex: 0 }))).toBe(false);
    expect(shouldShowBackButton(context({ historyLength: 4, historyIndex: 0 }))).toBe(false);
  });

  it('falls back to the history length when the router index is unknown', () => {
    expect(shouldShowBackButton(context({ historyLength: 2, historyIndex: null }))).toBe(true);
    expect(shouldShowBackButton(context({ historyLength: 1, historyIndex: null }))).toBe(false);
  });

  it("reads react-router's index from history.state", () => {
    expect(currentHistoryIndex({ usr: null, key: 'a', idx: 3 })).toBe(3);
    expect(currentHistoryIndex(null)).toBeNull();
    expect(currentHistoryIndex({ idx: 'x' })).toBeNull();
  });
});
