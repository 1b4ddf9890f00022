import { BlockResponseSchema, LikeResponseSchema, SearchResponseSchema } from '@amora/contracts';
import { and, eq, or } from 'drizzle-orm';
import { blocks, likes } from '../src/db/schema.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { call } from './account-helpers.js';
import { addMember, get, loginAs, nextAddress, setState, siteId, type Member } from './search-fixtures.js';

describe('likes and blocks (/api/like.php, /api/block.php)', () => {
  let t: TestApp;
  let site: number;
  let me: Member;
  let myCookie: string;

  beforeAll(async () => {
    t = await createTestApp({ memberCount: 0 });
    site = await siteId(t);
    me = await addMember(t, { siteId: site, gender: 'male', country: 'SE' });
    myCookie = await loginAs(t, me);
  });
  afterAll(async () => t.app.close());

  const write = (method: 'POST' | 'DELETE', path: string, payload: unknown, cookie = myCookie) =>
    call(t.app, method, path, payload, { cookie, remoteAddress: nextAddress() });
  const likeRow = async (likerId: number, likedId: number) =>
    (
      await t.database.db
        .select()
        .from(likes)
        .where(and(eq(likes.likerId, likerId), eq(likes.likedId, likedId)))
    )[0];
  const likesBetween = async (a: number, b: number) =>
    t.database.db
      .select()
      .from(likes)
      .where(
        or(and(eq(likes.likerId, a), eq(likes.likedId, b)), and(eq(likes.likerId, b), eq(likes.likedId, a))),
      );

  it('likes, likes again without a second row, matches when liked back, and unlikes', async () => {
    const her = await addMember(t, { siteId: site, country: 'SE' });
    const first = await write('POST', '/api/like.php', { profile_id: her.id });
    expect(first.statusCode).toBe(200);
    expect(LikeResponseSchema.parse(first.json())).toEqual({ liked: true, match: false });
    expect((await write('POST', '/api/like.php', { profile_id: her.id })).json()).toEqual({
      liked: true,
      match: false,
    });
    expect(await likesBetween(me.id, her.id)).toHaveLength(1);
    expect((await likeRow(me.id, her.id))?.isNew).toBe(true);

    const herCookie = await loginAs(t, her);
    expect((await write('POST', '/api/like.php', { profile_id: me.id }, herCookie)).json()).toEqual({
      liked: true,
      match: true,
    });
    expect((await write('POST', '/api/like.php', { profile_id: her.id })).json()).toEqual({
      liked: true,
      match: true,
    });
    expect((await get(t, `/api/profile.php?id=${her.id}`, { cookie: myCookie })).json().profile.liked).toBe(
      true,
    );

    const gone = await write('DELETE', '/api/like.php', { profile_id: her.id });
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ liked: false, match: false });
    expect(await likeRow(me.id, her.id)).toBeUndefined();
    // Her like stays; unliking twice is fine.
    expect(await likeRow(her.id, me.id)).toBeDefined();
    expect((await write('DELETE', '/api/like.php', { profile_id: her.id })).statusCode).toBe(200);
  });

  it('needs a logged-in member and the client header', async () => {
    const her = await addMember(t, { siteId: site });
    const anonymous = await call(t.app, 'POST', '/api/like.php', { profile_id: her.id });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json()).toEqual({
      error: 'authentication_required',
      message: 'Please log in to continue.',
    });
    expect((await call(t.app, 'POST', '/api/block.php', { profile_id: her.id })).statusCode).toBe(403);
    const noHeader = await t.app.inject({
      method: 'POST',
      url: '/api/like.php',
      headers: { cookie: myCookie, 'content-type': 'application/json' },
      payload: { profile_id: her.id },
    });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json().error).toBe('csrf_header_missing');
    expect(await likeRow(me.id, her.id)).toBeUndefined();
  });

  it('refuses to like yourself, members who cannot be contacted and unknown members', async () => {
    const self = await write('POST', '/api/like.php', { profile_id: me.id });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({
      error: 'validation_failed',
      fields: { profile_id: 'This value is not valid.' },
    });
    expect((await write('POST', '/api/block.php', { profile_id: me.id })).statusCode).toBe(400);

    const invisible = await addMember(t, { siteId: site });
    await setState(t, invisible.id, { invisible: true });
    const leaving = await addMember(t, { siteId: site });
    await setState(t, leaving.id, { status: 'pending_deletion', deletionRequestedAt: new Date() });
    for (const member of [invisible, leaving]) {
      const response = await write('POST', '/api/like.php', { profile_id: member.id });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: 'not_contactable',
        message: 'This member cannot be contacted right now.',
      });
      expect(await likeRow(me.id, member.id)).toBeUndefined();
    }
    const dutch = await addMember(t, { siteId: await siteId(t, 'amora-nl.test') });
    for (const id of [dutch.id, 999_999]) {
      expect((await write('POST', '/api/like.php', { profile_id: id })).statusCode).toBe(404);
      expect((await write('POST', '/api/block.php', { profile_id: id })).statusCode).toBe(404);
    }
  });

  it('answers bad bodies with 400 and a message per field', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, 'profile_id'],
      [{ profile_id: '12' }, 'profile_id'],
      [{ profile_id: -3 }, 'profile_id'],
      [{ profile_id: 1.5 }, 'profile_id'],
      [{ profile_id: 12, extra: true }, '_'],
    ];
    for (const path of ['/api/like.php', '/api/block.php']) {
      for (const [body, field] of cases) {
        const response = await write('POST', path, body);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe('validation_failed');
        expect(Object.keys(response.json().fields)).toEqual([field]);
      }
    }
    const unknown = await write('POST', '/api/like.php', { profile_id: 12, extra: true });
    expect(unknown.json().fields._).toBe('Unknown field: extra');
  });

  it('blocking removes the likes both ways and hides each from the other', async () => {
    const her = await addMember(t, { siteId: site, gender: 'female', country: 'NO' });
    const herCookie = await loginAs(t, her);
    await write('POST', '/api/like.php', { profile_id: her.id });
    await write('POST', '/api/like.php', { profile_id: me.id }, herCookie);
    expect(await likesBetween(me.id, her.id)).toHaveLength(2);

    const blocked = await write('POST', '/api/block.php', { profile_id: her.id });
    expect(blocked.statusCode).toBe(200);
    expect(BlockResponseSchema.parse(blocked.json())).toEqual({ blocked: true });
    expect((await write('POST', '/api/block.php', { profile_id: her.id })).json()).toEqual({ blocked: true });
    expect(await likesBetween(me.id, her.id)).toEqual([]);

    // She gets no access to my profile and cannot like me; I still see hers, marked as blocked.
    const herView = await get(t, `/api/profile.php?id=${me.id}`, { cookie: herCookie });
    expect(herView.statusCode).toBe(403);
    expect(herView.json()).toEqual({ error: 'blocked', message: 'You have no access to this profile.' });
    expect((await get(t, `/api/profile.php?id=${her.id}`, { cookie: myCookie })).json().profile.blocked).toBe(
      true,
    );
    for (const [cookie, target] of [
      [herCookie, me.id],
      [myCookie, her.id],
    ] as const) {
      const response = await write('POST', '/api/like.php', { profile_id: target }, cookie);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('blocked');
    }

    // Neither finds the other in search.
    const found = async (cookie: string, params: string) =>
      SearchResponseSchema.parse((await get(t, `/api/search.php?${params}`, { cookie })).json()).profiles.map(
        (p) => p.id,
      );
    expect(await found(myCookie, 'country=NO')).not.toContain(her.id);
    expect(await found(herCookie, 'country=SE')).not.toContain(me.id);

    // Unblocking brings her back; her side had never blocked me.
    expect((await write('DELETE', '/api/block.php', { profile_id: her.id })).json()).toEqual({
      blocked: false,
    });
    expect(
      await t.database.db
        .select()
        .from(blocks)
        .where(or(eq(blocks.blockerId, me.id), eq(blocks.blockedId, me.id))),
    ).toEqual([]);
    expect(await found(myCookie, 'country=NO')).toContain(her.id);
    expect((await get(t, `/api/profile.php?id=${me.id}`, { cookie: herCookie })).statusCode).toBe(200);
    // The likes do not come back by themselves.
    expect(await likesBetween(me.id, her.id)).toEqual([]);
  });

  it('keeps a block by the other member when the viewer lifts their own', async () => {
    const her = await addMember(t, { siteId: site, country: 'DK' });
    const herCookie = await loginAs(t, her);
    await write('POST', '/api/block.php', { profile_id: me.id }, herCookie);
    await write('POST', '/api/block.php', { profile_id: her.id });
    await write('DELETE', '/api/block.php', { profile_id: her.id });
    expect((await get(t, `/api/profile.php?id=${her.id}`, { cookie: myCookie })).statusCode).toBe(403);
  });
});
