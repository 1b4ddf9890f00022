import { test as base, expect } from '@playwright/test';

export interface AmoraOptions {
  /**
   * Most journeys are about something else than the adult-content entry warning, so they start as
   * a visitor who accepted it earlier; the entry-warning tests set this to false.
   */
  entryWarningAccepted: boolean;
}

/** The shell's persisted browser state (see @amora/platform persisted-state). */
const STORAGE_KEY = 'amora.state.v1';

export const test = base.extend<AmoraOptions>({
  entryWarningAccepted: [true, { option: true }],
  page: async ({ page, entryWarningAccepted }, use) => {
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
