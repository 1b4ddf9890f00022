import type { Browser, Page } from '@playwright/test';
import { aNewMember, Mailbox, signUpByApi, type NewMember } from '../support/account-pages';
import { addStaffFromCommandLine, completeSetup, logIn, staffEmail } from '../support/backoffice-pages';
import { expect, pageOfItsOwn, test } from '../support/fixtures';
import { aUniqueJpeg } from '../support/profile-pages';

/*
 * Trust and safety with two browsers: a member's browser and a moderator's, each its own context.
 * Every member is signed up here and confirms the address in the development mailbox; the
 * moderator is made as `npm run staff -- add` makes one (the loopback admin API with the token the
 * e2e server wrote), enrolled with a TOTP code computed here.
 */

const CLIENT = { 'x-request-type': 'client' };

// Each journey signs up members, enrols a moderator and works two browsers: more than a page's minute.
test.describe.configure({ timeout: 150_000 });

/** A new member, confirmed by e-mail (only confirmed members can be written to and found). */
async function aConfirmedMember(
  browser: Browser,
  tag: string,
  birth?: NewMember['birth'],
): Promise<{ page: Page; member: NewMember; id: number }> {
  const page = await pageOfItsOwn(browser);
  const member = { ...aNewMember(tag), ...(birth ? { birth } : {}) };
  await signUpByApi(page, member);
  await new Mailbox(page).follow(member.email, 'Confirm my e-mail address');
  await expect(page).toHaveURL(/\/activate\/done(\?welcome_credits=\d+)?$/);
  const { user } = (await (await page.request.get('/api/user.php', { headers: CLIENT })).json()) as {
    user: { id: number };
  };
  return { page, member, id: user.id };
}

/** A moderator in a browser of their own, set up and logged in to the staff console. */
async function aModerator(browser: Browser): Promise<Page> {
  const page = await pageOfItsOwn(browser);
  const email = staffEmail('moderator');
  const setupUrl = await addStaffFromCommandLine(page.request, email, ['moderator']);
  const secret = await completeSetup(page, setupUrl);
  await logIn(page, email, secret);
  return page;
}

test('a moderator rejects a new photo: the member sees why and the photo is no longer served', async ({
  browser,
}) => {
  const { page: member, member: details } = await aConfirmedMember(browser, 'photographer');
  await member.goto('/profile');
  await expect(member.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  // A picture of its own: a rejected photo's near-duplicates are refused at upload.
  await member.getByLabel('Choose photos').setInputFiles([await aUniqueJpeg('selfie.jpg')]);
  await expect(member.getByText('1 of 3 photos')).toBeVisible({ timeout: 20_000 });
  const own = (await (await member.request.get('/api/photos.php', { headers: CLIENT })).json()) as {
    photos: Array<{ id: number; url: string; thumb_url: string; status: string }>;
  };
  const photo = own.photos[0]!;

  const moderator = await aModerator(browser);
  await moderator.goto('/backoffice/photos');
  await expect(moderator.getByRole('heading', { level: 1, name: 'Photos waiting' })).toBeVisible();
  const card = moderator.getByRole('listitem', { name: new RegExp(`^Photo \\d+ of ${details.name}$`) });
  // The queue is oldest first (other specs' uploads may wait too): page on until the new photo shows.
  await expect(moderator.getByText(/^\d+ photos? waiting$/)).toBeVisible();
  for (let page = 0; page < 20 && !(await card.isVisible()); page += 1) {
    const more = moderator.getByRole('button', { name: 'Load more' });
    if (!(await more.isVisible())) break;
    const shown = await moderator.getByRole('listitem').count();
    await more.click();
    await expect.poll(() => moderator.getByRole('listitem').count()).toBeGreaterThan(shown);
  }
  await expect(card).toBeVisible();
  await expect(card.getByRole('img')).toHaveJSProperty('complete', true);
  await card.getByRole('button', { name: 'Reject' }).click();
  const reason = 'The photo does not show you.';
  await card.getByLabel('Why is it rejected? (told to the member)').fill(reason);
  await card.getByRole('button', { name: 'Reject the photo' }).click();
  await expect(moderator.getByText('Photo rejected; the member is told why.')).toBeVisible();
  await expect(card).toBeHidden();
  await moderator.screenshot({ path: 'test-results/moderation-photos.png', fullPage: true });

  // The member sees the reason on the own profile, and nobody is served the photo any more.
  await member.reload();
  const tile = member.locator(`[data-photo-id="${photo.id}"]`);
  await expect(tile.getByText(`Rejected: ${reason}`)).toBeVisible();
  await member.screenshot({ path: 'test-results/moderation-photo-rejected.png', fullPage: true });
  const visitor = await pageOfItsOwn(browser);
  for (const url of [photo.url, photo.thumb_url]) {
    expect((await visitor.request.get(url)).status()).toBeGreaterThanOrEqual(400);
    expect((await member.request.get(url)).status()).toBeGreaterThanOrEqual(400);
  }
});

test('a member reports a chat partner, a moderator suspends them: logged out, refused at login, gone from chats and search', async ({
  browser,
}) => {
  // A young birth date of their own: the youngest come first in search, so the search below
  // finds the reported member on its first page, before the suspension.
  const birth = { day: '2', month: '1', year: String(new Date().getUTCFullYear() - 19) };
  const reported = await aConfirmedMember(browser, 'rude', birth);
  const gender = await reported.page.request.put('/api/profile.php', {
    headers: CLIENT,
    data: { gender: 'female' },
  });
  expect(gender.status()).toBe(200);
  const reporter = await aConfirmedMember(browser, 'reporter');
  const searchFor = `/members?gender=female&min_age=19&max_age=19`;
  await reporter.page.goto(searchFor);
  await expect(reporter.page.locator(`a[href="/members/${reported.id}"]`).first()).toBeVisible();

  // The reported member writes first (the welcome credits pay for it); the reporter opens the chat.
  const hello = `Send me money, now ${Date.now().toString().slice(-5)}`;
  await reported.page.goto(`/members/${reporter.id}/chat`);
  const icebreakers = reported.page.getByRole('dialog', { name: /^Say hello to / });
  if (await icebreakers.isVisible().catch(() => false))
    await icebreakers.getByRole('button', { name: 'Close' }).click();
  const box = reported.page.getByRole('textbox', { name: 'Your message' });
  await box.fill(hello);
  await box.press('Enter');
  await expect(reported.page.getByRole('log').getByText(hello)).toBeVisible();
  await expect(reported.page.getByRole('log').getByText('Sent').last()).toBeAttached({ timeout: 15_000 });

  await reporter.page.goto('/chats');
  const row = reporter.page.getByRole('listitem').filter({ hasText: hello });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await row.getByRole('link').click();
  await expect(reporter.page.getByRole('log').getByText(hello)).toBeVisible();

  // Report from the chat header: the reason, words, and the reference that it arrived.
  await reporter.page.getByRole('button', { name: 'More actions' }).click();
  await reporter.page.getByRole('menuitem', { name: `Report ${reported.member.name}`, exact: true }).click();
  const dialog = reporter.page.getByRole('dialog', { name: `Report ${reported.member.name}`, exact: true });
  await dialog.getByRole('radio', { name: 'Asks for money' }).check();
  await dialog.getByLabel('What happened? (optional)').fill('Asked me for money in the first message.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText(/your report arrived \(reference R-[\w-]+\)/)).toBeVisible();
  await expect(dialog).toContainText(`${reported.member.name} is not told who reported them.`);
  await reporter.page.screenshot({ path: 'test-results/moderation-report-sent.png' });
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  // The reported member is still on the site, on their messages (a members-only page).
  await reported.page.goto('/chats');
  await expect(reported.page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();

  // The moderator finds the case (most severe first), reads the evidence and suspends for 7 days.
  const moderator = await aModerator(browser);
  await moderator.goto('/backoffice/reports');
  const caseLink = moderator.getByRole('link', { name: new RegExp(reported.member.name) }).first();
  await expect(caseLink).toBeVisible({ timeout: 15_000 });
  await caseLink.click();
  await expect(
    moderator.getByRole('heading', { level: 1, name: new RegExp(`: ${reported.member.name}$`) }),
  ).toBeVisible();
  const evidence = moderator.getByRole('article', { name: `Report by ${reporter.member.name}` });
  await expect(evidence).toContainText('Asked me for money in the first message.');
  await evidence.getByText(/messages? of the conversation/).click();
  await expect(evidence).toContainText(hello);
  const decide = moderator.getByRole('region', { name: 'Decide' });
  await decide.getByRole('radio', { name: 'Suspend', exact: true }).check();
  await decide.getByLabel('Days of suspension').fill('7');
  const why = 'You asked another member for money.';
  await decide.getByLabel('Reason (told to the member)').fill(why);
  await decide.getByLabel('Ground').selectOption('terms_scam');
  await decide.getByRole('button', { name: 'Review the decision' }).click();
  const confirm = moderator.getByRole('dialog', { name: 'Confirm the decision' });
  await expect(confirm).toContainText(`Suspend ${reported.member.name} for 7 days?`);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(moderator.getByText('The decision is recorded; the member is told why.')).toBeVisible();
  await moderator.screenshot({ path: 'test-results/moderation-case.png', fullPage: true });

  // Within seconds the suspended member's open page is logged out, and the login is refused.
  await expect(reported.page).toHaveURL(/\/login/, { timeout: 10_000 });
  await reported.page.getByLabel('E-mail address').fill(reported.member.email);
  await reported.page.getByLabel('Password').fill(reported.member.password);
  await reported.page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(reported.page.getByText(/Your account is suspended until /)).toBeVisible();
  await expect(reported.page.getByText(`Reason: ${why}`)).toBeVisible();
  await expect(reported.page.getByRole('link', { name: 'About access bans' })).toHaveAttribute(
    'href',
    '/ban',
  );
  await reported.page.screenshot({ path: 'test-results/moderation-suspended-login.png' });

  // The statement of reasons reached them by mail.
  await new Mailbox(reported.page).open(reported.member.email);
  await expect(reported.page.getByText(why).first()).toBeVisible();

  // Gone from the reporter's chats and search.
  await reporter.page.goto('/chats');
  await expect(reporter.page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(reporter.page.getByRole('listitem').filter({ hasText: hello })).toHaveCount(0);
  await reporter.page.goto(searchFor);
  await expect(reporter.page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(reporter.page.locator(`a[href="/members/${reported.id}"]`)).toHaveCount(0);
});
