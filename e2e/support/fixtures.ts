import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';

export interface AmoraOptions {
  /**
   * Most journeys are about something else than the adult-content entry warning, so they start as
   * a visitor who accepted it earlier; the entry-warning tests set this to false.
   */
  entryWarningAccepted: boolean;
  /**
   * The shell asks for an auto-like match 5 s into the members area, and the demo site's
   * fictional profiles answer: its modal would cover whatever a journey clicks next. Journeys
   * about something else answer "nobody liked you"; the auto-like journeys set this to true.
   */
  autoLikes: boolean;
}

/** `GET /api/auto-like.php` in `context` answers that nobody liked the member automatically. */
export async function withoutAutoLikes(context: BrowserContext): Promise<void> {
  await context.route('**/api/auto-like.php', (route) =>
    route.fulfill({
      json: {
        profile: null,
        auto_likes: { left: 0, limit: 3, resets_at: new Date(Date.now() + 86_400_000).toISOString() },
      },
    }),
  );
}

/** The shell's persisted browser state (see @amora/platform persisted-state). */
const STORAGE_KEY = 'amora.state.v1';

/**
 * A page in a browser context of its own (a second member, a moderator), past the entry warning
 * and without auto-likes: what the journeys with two browsers are not about.
 */
export async function pageOfItsOwn(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext(options);
  await withoutAutoLikes(context);
  await context.addInitScript((key) => {
    window.localStorage.setItem(key, JSON.stringify({ dismissals: { 'entry-warning': Date.now() } }));
  }, STORAGE_KEY);
  return context.newPage();
}

export const test = base.extend<AmoraOptions>({
  entryWarningAccepted: [true, { option: true }],
  autoLikes: [false, { option: true }],
  page: async ({ page, entryWarningAccepted, autoLikes }, use) => {
    if (!autoLikes) await withoutAutoLikes(page.context());
    if (entryWarningAccepted) {
      await page.addInitScript((key) => {
        // Merge, so state the site wrote (tracking, other dismissals) survives each navigation.
        let state: { dismissals?: Record<string, number> } = {};
        try {
          state = JSON.parse(window.localStorage.getItem(key) ?? '{}') as typeof state;
        } catch {
          state = {};
        }
        state.dismissals = {
          ...state.dismissals,
          'entry-warning': state.dismissals?.['entry-warning'] ?? Date.now(),
        };
        window.localStorage.setItem(key, JSON.stringify(state));
      }, STORAGE_KEY);
    }
    await use(page);
  },
});

export { expect };
