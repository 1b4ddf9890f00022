import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { aNewMember, type NewMember } from './account-pages';

/*
 * Members of a journey's own. The suite runs on two workers against one server, so no journey
 * logs in as the seeded demo member: what one journey does to a member (credits spent, a language
 * chosen, likes and messages received) would change what a journey on the other worker sees.
 */

const CLIENT = { 'x-request-type': 'client' };

export interface Member extends NewMember {
  id: number;
}

export interface MemberOptions {
  /** Confirmed through the activation mail (only confirmed members can be written to or liked). */
  confirmed?: boolean;
  /** Bought a bundle in the sandbox: a paying member with credits, as the demo member is. */
  paid?: boolean;
}

/** Signs a new member up in `request`'s context (its cookie is then their session). */
async function signUp(request: APIRequestContext, member: NewMember): Promise<number> {
  const { day, month, year } = member.birth;
  const response = await request.post('/api/signup.php', {
    headers: CLIENT,
    data: {
      email: member.email,
      name: member.name,
      password: member.password,
      date_of_birth: `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { user: { id: number } }).user.id;
}

/** Follows the link of the member's activation mail, found in the development mailbox. */
async function confirm(request: APIRequestContext, email: string): Promise<void> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const list = await (await request.get('/dev/mailbox')).text();
        const row = list.split('<tr>').find((candidate) => candidate.includes(`<td>${email}</td>`));
        const id = row ? /href="\/dev\/mailbox\/([^"]+)"/.exec(row)?.[1] : undefined;
        if (!id) return false;
        const mail = await (await request.get(`/dev/mailbox/${id}`)).text();
        link = /href="([^"]*\/api\/activate\.php\?token=[^"]+)"/.exec(mail)?.[1];
        return link !== undefined;
      },
      { timeout: 15_000, message: `the activation mail to ${email}` },
    )
    .toBe(true);
  // The mail links to the site's configured origin: the path is what this server answers.
  const url = new URL(link!.replace(/&amp;/g, '&'), 'http://localhost');
  const response = await request.get(`${url.pathname}${url.search}`, { maxRedirects: 0 });
  expect(response.headers().location).toMatch(/^\/activate\/done/);
}

/** Buys the smallest bundle with iDEAL in the sandbox and waits until it is credited. */
async function buyCredits(request: APIRequestContext): Promise<void> {
  const created = await request.post('/api/payments.php', {
    headers: CLIENT,
    data: { bundle: 'p1', method: 'ideal', country: 'NL', client_key: randomUUID() },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { payment_id: paymentId, checkout_url: checkout } = (await created.json()) as {
    payment_id: number;
    checkout_url: string;
  };
  const paid = await request.post(new URL(checkout, 'http://localhost').pathname, {
    form: { choice: 'pay' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  await expect
    .poll(
      async () => {
        const state = await request.get(`/api/transactions.php?id=${paymentId}`, { headers: CLIENT });
        return ((await state.json()) as { status?: string }).status;
      },
      { timeout: 30_000, message: 'the sandbox payment settles' },
    )
    .toBe('completed');
}

/**
 * A new member of this journey's own, logged in in `request`'s context (a page's `page.request`
 * logs that page in; the `request` fixture leaves the pages logged out).
 */
export async function aMember(
  request: APIRequestContext,
  tag: string,
  options: MemberOptions = {},
): Promise<Member> {
  const member = aNewMember(tag);
  const id = await signUp(request, member);
  if (options.confirmed || options.paid) await confirm(request, member.email);
  if (options.paid) await buyCredits(request);
  return { ...member, id };
}

/** Logs `page` in as `member` through the API (the journeys about logging in use the form). */
export async function logInByApi(page: Page, member: Pick<NewMember, 'email' | 'password'>): Promise<void> {
  const response = await page.request.post('/api/user.php', {
    headers: CLIENT,
    data: { email: member.email, password: member.password },
  });
  expect(response.status()).toBe(200);
}
