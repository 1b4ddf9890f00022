import type { ChatPhotoUploadResponse } from '@amora/contracts';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { call } from './account-helpers.js';
import { chatMembers, clientId, uploadChatPhoto, type ChatMember } from './chat-helpers.js';
import { photoFile } from './photos-fixtures.js';

/** An unsent chat photo is its uploader's alone: served to them only, never cached, keys unrevealed. */
describe('unsent chat photos', () => {
  let t: TestApp;
  let demo: ChatMember;
  let ann: ChatMember;
  let upload: ChatPhotoUploadResponse;
  beforeAll(async () => {
    t = await createTestApp({ memberCount: 4 });
    [demo, ann] = (await chatMembers(t, 1)) as [ChatMember, ChatMember];
    const response = await uploadChatPhoto(t, demo.cookie, [{ data: await photoFile(11) }]);
    expect(response.statusCode).toBe(200);
    upload = response.json<ChatPhotoUploadResponse>();
  });
  afterAll(() => t.app.close());

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('answers preview URLs through the API, not the public media URLs', () => {
    expect(upload.photo.full).toBe(`/api/chat-photo.php?id=${upload.id}&size=full`);
    expect(upload.photo.thumb).toBe(`/api/chat-photo.php?id=${upload.id}&size=thumb`);
    expect(JSON.stringify(upload)).not.toContain('/media/');
  });

  it('serves the preview to its uploader only, private and not stored by any cache', async () => {
    const own = await get(upload.photo.full, demo.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/webp');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.rawPayload.length).toBeGreaterThan(100);

    expect((await get(upload.photo.thumb)).statusCode).toBe(403);
    const stranger = await get(upload.photo.thumb, ann.cookie);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.headers['cache-control']).not.toMatch(/public/);
  });

  it('refuses malformed ids and sizes with a 400, not a 500', async () => {
    for (const query of ['id=abc&size=full', 'id=1&size=huge', 'size=full', 'id=99999999999&size=full'])
      expect((await get(`/api/chat-photo.php?${query}`, demo.cookie)).statusCode).toBe(400);
  });

  it('shows the public URL only in the message that sends it; the preview URL then ends', async () => {
    const body = { client_id: clientId(), type: 'photo', photo: upload.id, profile_id: ann.id };
    const sent = await call(t.app, 'POST', '/api/messages.php', body, { cookie: demo.cookie });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message.photo.full).toMatch(/^\/media\/photos\//);
    expect((await get(upload.photo.full, demo.cookie)).statusCode).toBe(404);
  });
});
