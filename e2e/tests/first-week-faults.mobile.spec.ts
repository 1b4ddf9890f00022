import { expect, test } from '../support/fixtures';
import {
  copiesOnServer,
  onFirstScreen,
  otherMember,
  quietContext,
  confirmedMember,
  sendText,
} from '../support/first-week';
import { horizontalOverflow } from '../support/payment-pages';

/*
 * The small faults of a first week, on a 360 × 640 phone in English and German: the chat list row
 * keeps its time and unread count beside a long preview; a message that failed offline goes out
 * once when the connection returns; gifts the balance does not cover say so; the interface icons
 * are drawn, not emoji; a block clears the like at once (from the profile and from the chat);
 * long payment method names wrap; "No thanks, delete" is on the first screen; a broken reset
 * link says so before any form.
 */

const TEXTS = {
  en: {
    messages: 'Messages',
    unread: '1 unread message',
    message: 'Your message',
    sent: 'Sent',
    retry: 'Retry',
    gift: 'Send a gift',
    short: /credits? short/,
    balance: /You have \d+ credits?\./,
    like: 'Like',
    liked: 'Liked',
    block: 'Block',
    unblock: 'Unblock',
    writeTo: 'Send a message',
    more: 'More actions',
    blockIn: (name: string) => `Block ${name}`,
    deleteLink: 'Delete my account',
    next: 'Next',
    otherReason: 'Another reason',
    noThanks: 'No thanks, delete my account',
    invalidLink: 'This link no longer works',
    newPassword: 'New password',
  },
  de: {
    messages: 'Nachrichten',
    unread: '1 ungelesene Nachricht',
    message: 'Deine Nachricht',
    sent: 'Gesendet',
    retry: 'Erneut senden',
    gift: 'Geschenk senden',
    short: /Dir fehl(t|en) \d+ Credits?/,
    balance: /Du hast \d+ Credits?\./,
    like: 'Gefällt mir',
    liked: 'Gefällt dir',
    block: 'Blockieren',
    unblock: 'Blockierung aufheben',
    writeTo: 'Nachricht senden',
    more: 'Weitere Aktionen',
    blockIn: (name: string) => `${name} blockieren`,
    deleteLink: 'Mein Konto löschen',
    next: 'Weiter',
    otherReason: 'Ein anderer Grund',
    noThanks: 'Nein danke, Konto löschen',
    invalidLink: 'Dieser Link funktioniert nicht mehr',
    newPassword: 'Neues Passwort',
  },
} as const;

test.use({ viewport: { width: 360, height: 640 } });

for (const lang of ['en', 'de'] as const) {
  const t = TEXTS[lang];

  test(`[${lang}] the first week's small faults are gone on a 360 px phone`, async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(240_000);
    await quietContext(context, lang);
    const viewer = await confirmedMember(page, `faults${lang}`, lang);
    const writer = await otherMember(browser, `writer${lang}`, lang);

    // The chat list: a long last message is cut with an ellipsis; time and unread count stay.
    const long = `${'Sonnenblumenfeld'.repeat(12)} ${'a very long first message '.repeat(6)}`;
    await sendText(writer, viewer, long);
    await page.goto('/chats');
    await expect(page.getByRole('heading', { level: 1, name: t.messages })).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: writer.name });
    await expect(row).toBeVisible();
    const rowBox = (await row.boundingBox())!;
    for (const part of [row.locator('time'), row.getByLabel(t.unread, { exact: true })]) {
      await expect(part).toBeVisible();
      const box = (await part.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(rowBox.x + rowBox.width);
    }
    const preview = row.getByText(long.slice(0, 40));
    expect(await preview.evaluate((node) => getComputedStyle(node).textOverflow)).toBe('ellipsis');
    expect(await preview.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/first-week-faults-${lang}-chats.png` });

    // Offline: the send fails; when the connection returns it goes out once, by itself.
    await page.goto(`/members/${writer.id}/chat`);
    const box = page.getByRole('textbox', { name: t.message });
    await expect(box).toBeVisible();
    if (await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape');
    const offlineText = `Sent while offline ${viewer.name}`;
    await context.setOffline(true);
    await box.fill(offlineText);
    await box.press('Enter');
    const bubble = page.getByRole('log').getByRole('listitem').filter({ hasText: offlineText });
    await expect(bubble.getByRole('button', { name: t.retry })).toBeVisible();
    await context.setOffline(false);
    await expect(bubble.getByText(t.sent, { exact: true })).toBeVisible({ timeout: 20_000 });
    expect(await copiesOnServer(page, writer, offlineText)).toBe(1);

    // The footer's icons are drawings; gifts beyond the balance say what is missing.
    const giftButton = page.getByRole('button', { name: t.gift });
    await expect(giftButton.locator('svg')).toHaveCount(1);
    await giftButton.click();
    const gifts = page.getByRole('dialog');
    await expect(gifts.getByText(t.balance)).toBeVisible();
    const unaffordable = gifts.getByRole('button', { name: t.short });
    await expect(unaffordable.first()).toBeVisible();
    await expect(unaffordable.first().getByText(t.short)).toBeVisible();
    // Drawn gift pictures, not emoji that a system without an emoji font shows as empty boxes.
    await expect(unaffordable.first().locator('svg')).toHaveCount(1);
    await page.screenshot({ path: `test-results/first-week-faults-${lang}-gifts.png` });
    await page.keyboard.press('Escape');

    // A block on the profile clears the like at once; unblocking does not bring it back.
    await page.goto(`/members/${writer.id}`);
    const like = page.getByRole('button', { name: t.like, exact: true });
    await like.click();
    const liked = page.getByRole('button', { name: t.liked, exact: true });
    await expect(liked).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: t.block, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.block, exact: true }).click();
    await expect(page.getByRole('button', { name: t.unblock })).toBeVisible();
    await expect(liked).toHaveCount(0);
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('button', { name: t.unblock }).click();
    await expect(like).toBeEnabled();
    await expect(like).toHaveAttribute('aria-pressed', 'false');

    // A block in the chat clears the profile's like too, without a reload.
    await like.click();
    await expect(liked).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: t.writeTo, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/members/${writer.id}/chat$`));
    await page.getByRole('button', { name: t.more }).click();
    await page.getByRole('menuitem', { name: t.blockIn(writer.name), exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.block, exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/members/${writer.id}$`));
    await expect(page.getByRole('button', { name: t.unblock })).toBeVisible();
    await expect(liked).toHaveCount(0);

    // Payment methods: "SEPA-Lastschrift" and the fee stay inside a 360 px row.
    await page.goto('/credits/p2?country=DE');
    const methods = page.getByRole('radio');
    await expect(methods.first()).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    for (const label of await page.locator('label:has(input[type="radio"])').all()) {
      const labelBox = (await label.boundingBox())!;
      expect(labelBox.x + labelBox.width).toBeLessThanOrEqual(360);
    }
    await page.screenshot({ path: `test-results/first-week-faults-${lang}-methods.png`, fullPage: true });

    // The deletion's ways to stay: the way on is on the first screen beside them.
    await page.goto('/notifications?delete=1');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: t.otherReason }).check();
    await dialog.getByRole('button', { name: t.next }).click();
    const noThanks = dialog.getByRole('button', { name: t.noThanks });
    await expect(noThanks).toBeVisible();
    expect(await onFirstScreen(page, noThanks)).toBe(true);
    await page.screenshot({ path: `test-results/first-week-faults-${lang}-deletion.png` });
    await page.keyboard.press('Escape');

    // A broken reset link says so before a form that could only fail.
    await page.goto('/reset-password/do?token=12.brokenbrokenbrokenbrokenbroken');
    await expect(page.getByRole('heading', { name: t.invalidLink })).toBeVisible();
    await expect(page.getByLabel(t.newPassword)).toHaveCount(0);
    await page.screenshot({ path: `test-results/first-week-faults-${lang}-reset.png` });
  });
}
