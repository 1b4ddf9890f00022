import type { Page } from '@playwright/test';
import { aMember } from '../support/members';
import { ShellChrome } from '../support/pages';
import { expect, pageOfItsOwn, test } from '../support/fixtures';

/*
 * Chat between two real browsers: one member writes, the other sees it live (the realtime
 * channel, no reload), types, answers and reads. Both are the journey's own members, confirmed by
 * e-mail (only confirmed members can receive messages); the writer has bought credits.
 */

const CLIENT = { 'x-request-type': 'client' };

/** A real JPEG photo (drawn in the page's canvas), as a member would pick one. */
async function aPhoto(page: Page): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 360;
    const g = canvas.getContext('2d')!;
    const gradient = g.createLinearGradient(0, 0, 480, 360);
    gradient.addColorStop(0, '#f7b267');
    gradient.addColorStop(1, '#4f6d7a');
    g.fillStyle = gradient;
    g.fillRect(0, 0, 480, 360);
    g.fillStyle = '#ffffff';
    g.beginPath();
    g.arc(240, 180, 90, 0, Math.PI * 2);
    g.fill();
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return { name: 'hello.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(dataUrl.split(',')[1]!, 'base64') };
}

/** Chooses a photo with the footer's photo button, waits for its upload and its price, sends it. */
async function sendPhoto(page: Page, labels: { button: RegExp; draft: string; send: string; price: RegExp }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: labels.button }).click();
  await (await chooser).setFiles(await aPhoto(page));
  const draft = page.getByRole('group', { name: labels.draft });
  await expect(draft.getByText(labels.price)).toBeVisible();
  const send = draft.getByRole('button', { name: labels.send });
  await expect(send).toBeEnabled({ timeout: 15_000 });
  await send.click();
  await expect(draft).toBeHidden();
}

test('two members chat live: message without reload, typing, reply, read state, photo, gift', async ({
  browser,
}) => {
  const a = await pageOfItsOwn(browser);
  await aMember(a.request, 'abe', { paid: true });
  const b = await pageOfItsOwn(browser);
  const bea = await aMember(b.request, 'bea', { confirmed: true });
  const stamp = Date.now().toString().slice(-6);

  // B waits on the chat list; it must change without a reload.
  await b.goto('/chats');
  await expect(b.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();

  // A opens the chat with B; a first conversation starts with the icebreakers.
  await a.goto(`/members/${bea.id}/chat`);
  await expect(a.getByRole('heading', { level: 1, name: bea.name })).toBeVisible();
  const icebreakers = a.getByRole('dialog', { name: `Say hello to ${bea.name}` });
  if (await icebreakers.isVisible().catch(() => false)) {
    await expect(icebreakers.getByRole('button').filter({ hasText: /credit|Free/ })).not.toHaveCount(0);
    await icebreakers.getByRole('button', { name: 'Close' }).click();
  }
  await expect(
    a.getByText(/This message costs \d+ credits?; \d+ left after sending\.|This message is free\./),
  ).toBeVisible();
  const hello = `Hello Bea, nice to meet you ${stamp}`;
  const box = a.getByRole('textbox', { name: 'Your message' });
  await box.fill(hello);
  await box.press('Enter');
  const log = a.getByRole('log');
  await expect(log.getByText(hello)).toBeVisible();
  await expect(log.getByText('Sent').last()).toBeAttached();

  // B sees it in the list without reloading, opens it, and the unread badge goes.
  const row = b.getByRole('listitem').filter({ hasText: hello });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await row.getByRole('link').click();
  await expect(b).toHaveURL(/\/chats\/\d+$/);
  await expect(b.getByRole('log').getByText(hello)).toBeVisible();

  // A sees the read state; B types and A sees the indicator; B answers and A gets it live.
  await expect(log.getByText('Read').last()).toBeAttached({ timeout: 15_000 });
  const reply = b.getByRole('textbox', { name: 'Your message' });
  await reply.pressSequentially('Hi!', { delay: 50 });
  await expect(a.getByText(`${bea.name} is typing…`)).toBeVisible();
  // A new member has no credits: the reply brings the purchase prompt, and the message waits.
  const poor = await b.getByText(/A message costs \d+ credits?; you have \d+\./).isVisible();
  const answer = `Hi, nice to meet you too ${stamp}`;
  await reply.fill(answer);
  await reply.press('Enter');
  if (poor) {
    const prompt = b.getByRole('dialog', { name: 'Not enough credits' });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
    await b.screenshot({ path: 'test-results/chat-purchase-prompt.png' });
    await prompt.getByRole('button', { name: 'Not now' }).click();
    await expect(b.getByRole('button', { name: 'Retry' })).toBeVisible();
  } else {
    await expect(log.getByText(answer)).toBeVisible({ timeout: 15_000 });
  }

  // A photo: uploaded with progress, its price shown before sending; B gets it live and opens it.
  // (A has the sign-up credits and a bundle's: a text and a photo of 10 each fit.)
  await sendPhoto(a, {
    button: /^Send a photo \(\d+ credits?\)$/,
    draft: 'Photo to send',
    send: 'Send photo',
    price: /This photo costs \d+ credits?; \d+ left after sending\./,
  });
  await expect(log.getByRole('button', { name: 'Your photo' }).last()).toBeVisible();
  const received = b
    .getByRole('log')
    .getByRole('button', { name: /^Photo from / })
    .last();
  await expect(received).toBeVisible({ timeout: 15_000 });
  await received.click();
  const large = b.getByRole('dialog', { name: /^Photo from / });
  await expect(large.getByRole('img')).toBeVisible();
  await large.getByRole('button', { name: 'Close' }).click();

  // A gift from the catalogue, with its price, the cheapest: by B when B has credits (A then
  // sees it live), else by A if A can afford it; otherwise A gets the purchase prompt.
  const giver = poor ? a : b;
  const receiver = giver === a ? b : a;
  await giver.getByRole('button', { name: 'Send a gift' }).click();
  const gifts = giver.getByRole('dialog', { name: /^Send .+ a gift$/ });
  // An unaffordable gift's name also says how many credits are missing ("… 15 credits short").
  const choices = gifts.getByRole('button', { name: /^Send .+ for \d+ credits?(\. \d+ credits? short)?$/ });
  await expect(choices.first()).toBeVisible();
  const labels = await choices.evaluateAll((buttons) =>
    buttons.map((b) => b.getAttribute('aria-label') ?? ''),
  );
  const prices = labels.map((label) => Number(/for (\d+) credit/.exec(label)?.[1]));
  const cheapest = prices.indexOf(Math.min(...prices));
  const balanceLabel = await giver
    .getByRole('link', { name: /^You have \d+ credits?/ })
    .getAttribute('aria-label');
  const balance = Number(/You have (\d+)/.exec(balanceLabel ?? '')?.[1]);
  await choices.nth(cheapest).click();
  if ((prices[cheapest] ?? Infinity) <= balance) {
    await expect(
      giver
        .getByRole('log')
        .getByText(/^Gift: /)
        .last(),
    ).toBeVisible();
    await expect(
      receiver
        .getByRole('log')
        .getByText(/^Gift: /)
        .last(),
    ).toBeVisible({ timeout: 15_000 });
  } else {
    await expect(giver.getByRole('dialog', { name: 'Not enough credits' })).toBeVisible();
  }
  await a.screenshot({ path: 'test-results/chat-desktop.png' });
});

test('the chat at a phone viewport, in German: a photo and a gift', async ({ browser, request }) => {
  const page = await pageOfItsOwn(browser, {
    viewport: { width: 375, height: 740 },
    hasTouch: true,
    isMobile: true,
  });
  // A member with credits (a photo and a gift) and a conversation they started.
  const other = await aMember(request, 'dora', { confirmed: true });
  await aMember(page.request, 'carl', { paid: true });
  const hello = await page.request.post('/api/messages.php', {
    headers: CLIENT,
    data: { profile_id: other.id, client_id: crypto.randomUUID(), type: 'text', text: 'Hallo Dora' },
  });
  expect(hello.status()).toBe(200);
  await page.goto('/chats');
  await new ShellChrome(page).chooseLanguage('Deutsch');
  await expect(page.getByRole('heading', { level: 1, name: 'Nachrichten' })).toBeVisible();
  const rows = page.getByRole('list', { name: 'Deine Unterhaltungen' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  await rows.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/chats\/\d+$/);
  // Header, log and footer fill the screen: the footer is in the viewport, nothing overflows sideways.
  await expect(page.getByRole('textbox', { name: 'Deine Nachricht' })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Senden', exact: true })).toBeInViewport();

  await sendPhoto(page, {
    button: /^Ein Foto senden \(\d+ Credits?\)$/,
    draft: 'Foto zum Senden',
    send: 'Foto senden',
    price: /Dieses Foto kostet \d+ Credits?; danach bleiben \d+\./,
  });
  const log = page.getByRole('log');
  const photo = log.getByRole('button', { name: 'Dein Foto' }).last();
  await expect(photo).toBeVisible();
  await expect(log.getByText('Wird gesendet')).toHaveCount(0);
  // The bubble keeps its size while the image loads: nothing in the log jumps.
  const box = await photo.boundingBox();
  expect(box?.width).toBeGreaterThan(100);
  expect(Math.abs((box?.width ?? 0) - (box?.height ?? 0))).toBeLessThanOrEqual(1);
  await photo.press('Enter');
  const large = page.getByRole('dialog', { name: 'Dein Foto' });
  await expect(large.getByRole('img', { name: 'Dein Foto' })).toBeVisible();
  await large.getByRole('button', { name: 'Schließen' }).click();

  await page.getByRole('button', { name: 'Geschenk senden' }).click();
  const gifts = page.getByRole('dialog', { name: /ein Geschenk senden$/ });
  await gifts
    .getByRole('button', { name: /^.+ für \d+ Credits? senden$/ })
    .first()
    .click();
  await expect(log.getByText(/^Geschenk: /).last()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/chat-phone-de.png' });
});
