import type { SiteSettings, UserResponse } from '@amora/contracts';
import { aUser } from '@amora/testing';
import {
  PRELOADED_SETTINGS_URL,
  PRELOADED_USER_URL,
  readPreloadedSettings,
  readPreloadedUser,
} from './preloaded-calls';

const settings = { domain_language: 'en', index_title: 'Amora' } as unknown as SiteSettings;

function fakeFetch(answer: () => Promise<Response>) {
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>(answer);
}

describe('readPreloadedSettings', () => {
  it('asks exactly as the HTML preload does: same URL, same-origin credentials, no extra headers', async () => {
    const fetchImpl = fakeFetch(async () => new Response(JSON.stringify({ settings }), { status: 200 }));
    await expect(readPreloadedSettings(fetchImpl)).resolves.toEqual(settings);
    expect(fetchImpl).toHaveBeenCalledWith(PRELOADED_SETTINGS_URL, { credentials: 'same-origin' });
  });

  it.each([
    ['a server error', async () => new Response('{}', { status: 503 })],
    ['a body that is not JSON', async () => new Response('<html>', { status: 200 })],
    ['a body without settings', async () => new Response('{}', { status: 200 })],
    ['a network failure', async () => Promise.reject(new TypeError('offline'))],
  ])('answers null after %s, so the boot asks again through the HTTP client', async (_label, answer) => {
    await expect(readPreloadedSettings(fakeFetch(answer))).resolves.toBeNull();
  });
});

describe('readPreloadedUser (ADR 0028)', () => {
  const json = (body: unknown) => async () => new Response(JSON.stringify(body), { status: 200 });

  it("asks as the member's HTML preload does, and takes a member or a visitor's null as the answer", async () => {
    const member: UserResponse = { user: aUser() };
    const fetchImpl = fakeFetch(json(member));
    await expect(readPreloadedUser(fetchImpl)).resolves.toEqual(member);
    expect(fetchImpl).toHaveBeenCalledWith(PRELOADED_USER_URL, { credentials: 'same-origin' });
    await expect(readPreloadedUser(fakeFetch(json({ user: null })))).resolves.toEqual({ user: null });
  });

  it.each([
    ['a server error', async () => new Response('{"user":null}', { status: 500 })],
    ['a body without a user field', json({ error: 'x' })],
    ['a network failure', async () => Promise.reject(new TypeError('offline'))],
  ])('answers null after %s, so the boot asks through the HTTP client', async (_label, answer) => {
    await expect(readPreloadedUser(fakeFetch(answer))).resolves.toBeNull();
  });
});
