import { eq } from 'drizzle-orm';
import { profiles } from '../src/db/schema.js';
import type { TestApp } from '../src/test-support/test-app.js';
import { aSignup, call, pathOf, signUp } from './account-helpers.js';
import { loginCookie } from './helpers.js';
import { startAppWithMail, type MailCapture } from './mail-capture.js';

/*
 * A member whose address is not confirmed
 * (profile `disabled`) is nowhere to be found by others until activation (search, similar and
 * related lists, the profile view and card, likes); an invisible member cannot like others.
 */

interface Listed {
  profiles: Array<{ id: number }>;
  similar: Array<{ id: number }>;
}

describe('disabled members stay out of sight until activation (finding 7)', () => {
  let t: TestApp;
  let mail: MailCapture;
  let close: () => Promise<void>;
  let viewerCookie: string;
  beforeAll(async () => {
    ({ t, mail, close } = await startAppWithMail());
    viewerCookie = await loginCookie(t.app);
  });
  afterAll(() => close());

  let address = 0;
  const fresh = () => `198.18.0.${(address += 1)}`;

  /** Every member id a search shows, following the cursor to the end. */
  async function searchIds(cookie?: string): Promise<number[]> {
    const ids: number[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/search.php${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`;
      const response = await call(t.app, 'GET', url, undefined, {
        remoteAddress: fresh(),
        ...(cookie ? { cookie } : {}),
      });
      expect(response.statusCode).toBe(200);
      const body = response.json() as Listed & { next_cursor: string | null };
      ids.push(...body.profiles.map((p) => p.id), ...body.similar.map((p) => p.id));
      cursor = body.next_cursor;
    } while (cursor);
    return ids;
  }

  async function newDisabledMember() {
    const before = mail.mails.length;
    const member = await signUp(t.app, aSignup(), { remoteAddress: fresh() });
    expect(member.response.statusCode).toBe(201);
    const id = member.response.json().user.profile.id as number;
    // Answered as the personal step would (a profile without a gender is in no search).
    await t.database.db.update(profiles).set({ gender: 'male' }).where(eq(profiles.userId, id));
    const link = pathOf((await mail.next(member.body.email, before)).link);
    return { ...member, id, link };
  }

  it('is not searchable, not viewable, not likeable, and is all of these once activated', async () => {
    const member = await newDisabledMember();
    const [row] = await t.database.db
      .select({ status: profiles.status })
      .from(profiles)
      .where(eq(profiles.userId, member.id));
    expect(row?.status).toBe('disabled');

    expect(await searchIds()).not.toContain(member.id);
    expect(await searchIds(viewerCookie)).not.toContain(member.id);
    const view = await call(t.app, 'GET', `/api/profile.php?id=${member.id}`, undefined, {
      remoteAddress: fresh(),
    });
    expect(view.statusCode).toBe(404);
    const asMember = await call(t.app, 'GET', `/api/profile.php?id=${member.id}`, undefined, {
      cookie: viewerCookie,
      remoteAddress: fresh(),
    });
    expect(asMember.statusCode).toBe(404);
    const liked = await call(
      t.app,
      'POST',
      '/api/like.php',
      { profile_id: member.id },
      { cookie: viewerCookie },
    );
    expect(liked.statusCode).toBeGreaterThanOrEqual(400);
    expect(liked.json().liked).toBeUndefined();

    // Confirming grants the sign-up credits, which the done page names.
    expect((await t.app.inject({ method: 'GET', url: member.link })).headers.location).toMatch(
      /^\/activate\/done\?welcome_credits=\d+$/,
    );
    expect(await searchIds(viewerCookie)).toContain(member.id);
    const after = await call(t.app, 'GET', `/api/profile.php?id=${member.id}`, undefined, {
      cookie: viewerCookie,
      remoteAddress: fresh(),
    });
    expect(after.statusCode).toBe(200);
    const likedNow = await call(
      t.app,
      'POST',
      '/api/like.php',
      { profile_id: member.id },
      {
        cookie: viewerCookie,
      },
    );
    expect(likedNow.statusCode).toBe(200);
  });

  it('is left out of the related members on another profile', async () => {
    const member = await newDisabledMember();
    const ids = await searchIds(viewerCookie);
    for (const id of ids.slice(0, 5)) {
      const view = await call(t.app, 'GET', `/api/profile.php?id=${id}`, undefined, {
        cookie: viewerCookie,
        remoteAddress: fresh(),
      });
      const related = (view.json().profile?.related ?? []) as Array<{ id: number }>;
      expect(related.map((r) => r.id)).not.toContain(member.id);
    }
  });

  it('still sees their own profile and can edit it', async () => {
    const member = await newDisabledMember();
    const own = await call(
      t.app,
      'PUT',
      '/api/profile.php',
      { about_me: 'Hello there' },
      { cookie: member.cookie },
    );
    expect(own.statusCode).toBe(200);
  });
});

describe('an invisible member cannot like others (finding 8)', () => {
  let t: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => ({ t, close } = await startAppWithMail()));
  afterAll(() => close());

  it('is refused with a message that says why, and can like again when visible', async () => {
    const cookie = await loginCookie(t.app);
    const search = await call(t.app, 'GET', '/api/search.php', undefined, {
      cookie,
      remoteAddress: '198.18.1.1',
    });
    const other = (search.json() as Listed).profiles[0]!.id;
    const hide = await call(t.app, 'PUT', '/api/account-settings.php', { invisible: true }, { cookie });
    expect(hide.statusCode).toBe(200);
    const refused = await call(t.app, 'POST', '/api/like.php', { profile_id: other }, { cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: 'invisible_mode',
      message: 'You are invisible. Turn off invisible mode in your settings to like members.',
    });
    await call(t.app, 'PUT', '/api/account-settings.php', { invisible: false }, { cookie });
    const liked = await call(t.app, 'POST', '/api/like.php', { profile_id: other }, { cookie });
    expect(liked.statusCode).toBe(200);
  });
});
