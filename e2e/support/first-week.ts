import { randomUUID } from 'node:crypto';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { aNewMember, Mailbox, signUpByApi, type NewMember } from './account-pages';
import { E2E_BASE_URL } from './environment';
import { withoutAutoLikes } from './fixtures';

export const CLIENT = { 'x-request-type': 'client' };

/** The e-mail's confirm button, by language: confirming grants the sign-up credits. */
const CONFIRM = { en: 'Confirm my e-mail address', de: 'E-Mail-Adresse bestätigen' } as const;
export type Lang = keyof typeof CONFIRM;

/**
 * A browser context in `lang` that already accepted the entry warning and put off the modals that
 * would open over the pages these journeys look at (time bonus, the likes and match prompts).
 */
export async function quietContext(context: BrowserContext, lang: Lang): Promise<void> {
  await context.addCookies([{ name: 'i18n_redirected', value: lang, url: E2E_BASE_URL }]);
  await context.addInitScript(() => {
    const key = 'amora.state.v1';
    let state: { dismissals?: Record<string, number> } = {};
    try {
      state = JSON.parse(window.localStorage.getItem(key) ?? '{}') as typeof state;
    } catch {
      state = {};
    }
    const now = Date.now();
    state.dismissals = { 'entry-warning': now, 'time-bonus-modal': now, ...state.dismissals };
    window.localStorage.setItem(key, JSON.stringify(state));
  });
}

export interface Member extends NewMember {
  id: number;
  page: Page;
}

/** Signs a member up in `page`'s context and confirms the address (the sign-up credits arrive). */
export async function confirmedMember(page: Page, tag: string, lang: Lang): Promise<Member> {
  const member = aNewMember(tag);
  await signUpByApi(page, member);
  await new Mailbox(page).follow(member.email, CONFIRM[lang]);
  await expect(page).toHaveURL(/\/activate\/done/);
  const me = await page.request.get('/api/user.php', { headers: CLIENT });
  const { user } = (await me.json()) as { user: { id: number } };
  return { ...member, id: user.id, page };
}

/** A second member in a browser context of their own (closed with the test's browser). */
export async function otherMember(browser: Browser, tag: string, lang: Lang): Promise<Member> {
  const context = await browser.newContext();
  await quietContext(context, lang);
  await withoutAutoLikes(context);
  return confirmedMember(await context.newPage(), tag, lang);
}

/** `POST /api/messages.php` as `from`: a text to `to`, with a fresh client id. */
export async function sendText(from: Member, to: Member, text: string): Promise<void> {
  const response = await from.page.request.post('/api/messages.php', {
    headers: CLIENT,
    data: { profile_id: to.id, client_id: randomUUID(), type: 'text', text },
  });
  expect(response.ok()).toBe(true);
}

/** How often `text` is in the conversation between the page's member and `other`, on the server. */
export async function copiesOnServer(page: Page, other: Member, text: string): Promise<number> {
  const response = await page.request.get(`/api/chat.php?profile_id=${other.id}`, { headers: CLIENT });
  const { messages } = (await response.json()) as { messages: Array<{ text: string | null }> };
  return messages.filter((message) => message.text === text).length;
}

/** Whether the whole of the element lies inside the viewport (the first screen, unscrolled). */
export async function onFirstScreen(page: Page, selector: ReturnType<Page['locator']>): Promise<boolean> {
  const box = await selector.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  return (
    box.y >= 0 && box.x >= 0 && box.y + box.height <= viewport.height && box.x + box.width <= viewport.width
  );
}
