import { MemberProfileResponseSchema, ProfileCardResponseSchema, type MemberProfile } from '@amora/contracts';
import { and, eq } from 'drizzle-orm';
import { likes } from '../src/db/schema.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import {
  addBlock,
  addMember,
  addPhoto,
  dobForAge,
  get,
  loginAs,
  setState,
  siteId,
  type Member,
} from './search-fixtures.js';

describe('GET /api/profile.php (the full profile view)', () => {
  let t: TestApp;
  let site: number;
  /** Main photo, two locked photos, one without a blurred file yet, one still being inspected. */
  let star: Member;
  let freeViewer: Member;
  let premiumViewer: Member;
  let freeCookie: string;
  let premiumCookie: string;

  beforeAll(async () => {
    t = await createTestApp({ memberCount: 0 });
    site = await siteId(t);
    star = await addMember(t, {
      siteId: site,
      gender: 'female',
      country: 'DE',
      region: 'Berlin',
      city: 'Berlin',
      dob: dobForAge(31, 10),
      paid: true,
      fictional: true,
      aboutMe: 'I like long walks.',
      interests: ['music', 'wine'],
    });
    await addPhoto(t, star.id, { position: 0, main: true });
    await addPhoto(t, star.id, { position: 1 });
    await addPhoto(t, star.id, { position: 2 });
    await addPhoto(t, star.id, { position: 3, blurred: false });
    await addPhoto(t, star.id, { position: 4, status: 'inspected' });
    freeViewer = await addMember(t, { siteId: site, gender: 'male', country: 'DE' });
    premiumViewer = await addMember(t, { siteId: site, gender: 'male', country: 'DE', paid: true });
    freeCookie = await loginAs(t, freeViewer);
    premiumCookie = await loginAs(t, premiumViewer);
  });
  afterAll(async () => t.app.close());

  const view = (id: number, cookie?: string) => get(t, `/api/profile.php?id=${id}`, cookie ? { cookie } : {});
  const profileOf = async (id: number, cookie?: string): Promise<MemberProfile> => {
    const response = await view(id, cookie);
    if (response.statusCode !== 200) throw new Error(`view failed: ${response.statusCode} ${response.body}`);
    return MemberProfileResponseSchema.parse(response.json()).profile;
  };

  it('stays a superset of the member card the sign-up page reads', async () => {
    const response = await view(star.id);
    const { profile } = ProfileCardResponseSchema.parse(response.json());
    expect(profile).toMatchObject({ id: star.id, age: 31, country: 'DE', city: 'Berlin' });
    expect(profile.main_image?.match).toBe(`/media/m${star.id}/photo0-REAL-match.jpg`);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('shows a free viewer only blurred files for every photo but the main one', async () => {
    for (const cookie of [freeCookie, undefined]) {
      const response = await view(star.id, cookie);
      const body = response.body;
      for (const position of [1, 2, 3, 4]) expect(body).not.toContain(`photo${position}-REAL`);
      const { photos } = MemberProfileResponseSchema.parse(response.json()).profile;
      expect(photos).toEqual([
        expect.objectContaining({ is_main: true, locked: false, url: `/media/m${star.id}/photo0-REAL.jpg` }),
        expect.objectContaining({ locked: true, url: `/media/m${star.id}/photo1-blurred.jpg` }),
        expect.objectContaining({ locked: true, thumb_url: `/media/m${star.id}/photo2-blurred.jpg` }),
      ]);
    }
  });

  it('shows a premium viewer every active photo, unlocked, in order', async () => {
    const response = await view(star.id, premiumCookie);
    const { photos } = MemberProfileResponseSchema.parse(response.json()).profile;
    expect(photos.map((p) => [p.url, p.thumb_url, p.locked])).toEqual(
      [0, 1, 2, 3].map((n) => [
        `/media/m${star.id}/photo${n}-REAL.jpg`,
        `/media/m${star.id}/photo${n}-REAL-thumb.jpg`,
        false,
      ]),
    );
    // A photo still being inspected is for its owner only.
    expect(response.body).not.toContain('photo4');
  });

  it('answers the details the site shows, the premium badge and the fictional flag', async () => {
    const profile = await profileOf(star.id, freeCookie);
    expect(profile).toMatchObject({
      id: star.id,
      gender: 'female',
      region: 'Berlin',
      about_me: 'I like long walks.',
      interests: ['music', 'wine'],
      body_type: 'athletic',
      relationship_status: 'single',
      premium: true,
      fictional: true,
      liked: false,
      blocked: false,
    });
    // Not in the default site's visible_profile_fields.
    for (const hiddenField of ['hair_color', 'eye_color', 'tattoos', 'signup_reason'])
      expect(profile).not.toHaveProperty(hiddenField);
    expect(JSON.stringify(profile)).not.toMatch(/email|password|date_of_birth|sexuality/);
  });

  it('keeps a private member’s photos and details from viewers not in contact', async () => {
    const secret = await addMember(t, {
      siteId: site,
      privacy: true,
      aboutMe: 'Secret text',
      interests: ['tea'],
    });
    await addPhoto(t, secret.id, { position: 0, main: true });
    await addPhoto(t, secret.id, { position: 1 });
    for (const cookie of [undefined, freeCookie, premiumCookie]) {
      const response = await view(secret.id, cookie);
      expect(response.body).not.toContain('REAL');
      const profile = MemberProfileResponseSchema.parse(response.json()).profile;
      expect(profile.photos).toEqual([
        {
          id: expect.any(Number),
          url: `/media/m${secret.id}/photo0-blurred.jpg`,
          thumb_url: `/media/m${secret.id}/photo0-blurred.jpg`,
          locked: true,
          is_main: true,
        },
      ]);
      expect(profile.main_image?.match).toBe(`/media/m${secret.id}/photo0-blurred.jpg`);
      expect(profile).not.toHaveProperty('about_me');
      expect(profile).not.toHaveProperty('interests');
    }
    // The member themself sees everything.
    const own = await profileOf(secret.id, await loginAs(t, secret));
    expect(own.about_me).toBe('Secret text');
    expect(own.photos.every((p) => !p.locked)).toBe(true);
  });

  it('is not found for invisible members, accounts pending deletion and other sites’ members', async () => {
    const invisible = await addMember(t, { siteId: site, invisible: true });
    const leaving = await addMember(t, { siteId: site, status: 'pending_deletion' });
    const dutch = await addMember(t, { siteId: await siteId(t, 'amora-nl.test') });
    for (const member of [invisible, leaving, dutch]) {
      const response = await view(member.id, freeCookie);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('not_found');
    }
  });

  it('refuses a member who blocked the viewer, and tells the blocker they blocked', async () => {
    const blocker = await addMember(t, { siteId: site });
    await addBlock(t, blocker.id, freeViewer.id);
    const response = await view(blocker.id, freeCookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'blocked', message: 'You have no access to this profile.' });
    // Others (and visitors) still see the blocker.
    expect((await view(blocker.id, premiumCookie)).statusCode).toBe(200);
    expect((await view(blocker.id)).statusCode).toBe(200);

    const blocked = await addMember(t, { siteId: site });
    await addBlock(t, freeViewer.id, blocked.id);
    expect((await profileOf(blocked.id, freeCookie)).blocked).toBe(true);
  });

  it('says whether the viewer likes the member and clears the viewer’s new-like flag', async () => {
    const admirer = await addMember(t, { siteId: site });
    await t.database.db.insert(likes).values([
      { likerId: admirer.id, likedId: freeViewer.id },
      { likerId: admirer.id, likedId: premiumViewer.id },
      { likerId: freeViewer.id, likedId: admirer.id },
    ]);
    const isNew = async (likerId: number, likedId: number) =>
      (
        await t.database.db
          .select({ isNew: likes.isNew })
          .from(likes)
          .where(and(eq(likes.likerId, likerId), eq(likes.likedId, likedId)))
      )[0]?.isNew;
    expect((await profileOf(admirer.id)).liked).toBe(false);
    expect(await isNew(admirer.id, freeViewer.id)).toBe(true);
    expect((await profileOf(admirer.id, freeCookie)).liked).toBe(true);
    expect(await isNew(admirer.id, freeViewer.id)).toBe(false);
    // Only the viewer's own flag: the other member's like stays new.
    expect(await isNew(admirer.id, premiumViewer.id)).toBe(true);
  });

  it('relates up to six listed members of the same gender and country, closest in age', async () => {
    const host = await addMember(t, { siteId: site, gender: 'male', country: 'AT', dob: dobForAge(40) });
    const near: Member[] = [];
    for (let i = 0; i < 8; i += 1)
      near.push(
        await addMember(t, { siteId: site, gender: 'male', country: 'AT', dob: dobForAge(30 + i * 2) }),
      );
    const invisible = await addMember(t, {
      siteId: site,
      gender: 'male',
      country: 'AT',
      dob: dobForAge(40, 1),
    });
    await setState(t, invisible.id, { invisible: true });
    const blocked = await addMember(t, {
      siteId: site,
      gender: 'male',
      country: 'AT',
      dob: dobForAge(40, 2),
    });
    await addBlock(t, freeViewer.id, blocked.id);
    await addMember(t, { siteId: site, gender: 'female', country: 'AT', dob: dobForAge(40, 3) });
    await addMember(t, { siteId: site, gender: 'male', country: 'CH', dob: dobForAge(40, 4) });

    const related = (await profileOf(host.id, freeCookie)).related;
    expect(related).toHaveLength(6);
    const ids = related.map((r) => r.id);
    expect(ids).not.toContain(host.id);
    expect(ids).not.toContain(invisible.id);
    expect(ids).not.toContain(blocked.id);
    // Ages 34-44 are the six nearest to 40 (30, 32 and 46 are further away).
    expect(related.map((r) => r.age).sort()).toEqual([34, 36, 38, 40, 42, 44]);
    // A visitor has no blocks: the blocked member is related for them.
    expect((await profileOf(host.id)).related.map((r) => r.id)).toContain(blocked.id);
  });

  it('limits profile views per client address', async () => {
    const remoteAddress = '192.0.2.99';
    const realNow = t.app.ctx.clock.now;
    const frozen = realNow();
    t.app.ctx.clock.now = () => frozen;
    try {
      for (let i = 0; i < 120; i += 1) {
        expect((await get(t, `/api/profile.php?id=${star.id}`, { remoteAddress })).statusCode).toBe(200);
      }
      const limited = await get(t, `/api/profile.php?id=${star.id}`, { remoteAddress });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toBe('too_many_requests');
      expect((await get(t, `/api/profile.php?id=${star.id}`)).statusCode).toBe(200);
    } finally {
      t.app.ctx.clock.now = realNow;
    }
  });
});
