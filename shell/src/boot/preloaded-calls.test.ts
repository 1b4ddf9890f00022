import type { SiteSettings } from '@amora/contracts';
import { PRELOADED_SETTINGS_URL, readPreloadedSettings } from './preloaded-settings';

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
