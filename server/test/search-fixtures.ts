import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { blocks, photos, profiles, sites, users } from '../src/db/schema.js';
import { hashPassword } from '../src/core/password.js';
import { syncSearchable } from '../src/core/member-rules.js';
import { dateYearsBefore } from '../src/modules/profile/search-filters.js';
import type { TestApp } from '../src/test-support/test-app.js';
import { call } from './account-helpers.js';
import { loginCookie } from './helpers.js';

/*
 * Members with exactly the attributes a search, profile-view or likes test needs, written
 * straight to the database (the account module's own tests cover sign-up).
 */

export const MEMBER_PASSWORD = 'search-tests-password';
let passwordHash: Promise<string> | null = null;
let counter = 0;
let address = 0;

/** A fresh client address per call, so the per-address limits of one test never touch another. */
export function nextAddress(): string {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

export async function siteId(t: TestApp, domain = 'amora.test'): Promise<number> {
  const [row] = await t.database.db.select({ id: sites.id }).from(sites).where(eq(sites.domain, domain));
  if (!row) throw new Error(`no site ${domain}`);
  return row.id;
}

/** Merges settings into a site's stored settings (before the first request to it: sites are cached). */
export async function patchSiteSettings(t: TestApp, domain: string, patch: Record<string, unknown>) {
  const [row] = await t.database.db.select().from(sites).where(eq(sites.domain, domain));
  if (!row) throw new Error(`no site ${domain}`);
  await t.database.db
    .update(sites)
    .set({ settings: { ...row.settings, ...patch } })
    .where(eq(sites.id, row.id));
}

/** A date of birth for someone `years` old plus `days` days (UTC today). */
export function dobForAge(years: number, days = 0): string {
  const date = new Date(`${dateYearsBefore(new Date(), years)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

export interface MemberSpec {
  siteId: number;
  gender?: 'male' | 'female';
  country?: string;
  region?: string | null;
  city?: string | null;
  dob?: string;
  name?: string;
  paid?: boolean;
  fictional?: boolean;
  privacy?: boolean;
  invisible?: boolean;
  status?: 'not_confirmed' | 'confirmed' | 'pending_deletion';
  aboutMe?: string;
  interests?: string[];
  /** The city's centre for distances (none by default). */
  point?: { lat: number; lon: number };
}

export interface Member {
  id: number;
  email: string;
}

export async function addMember(t: TestApp, spec: MemberSpec): Promise<Member> {
  counter += 1;
  passwordHash ??= hashPassword(MEMBER_PASSWORD);
  const email = `fixture${counter}.${Date.now()}@search.amora.test`;
  const db = t.database.db;
  const [user] = await db
    .insert(users)
    .values({
      siteId: spec.siteId,
      email,
      emailNormalized: email,
      passwordHash: await passwordHash,
      status: spec.status ?? 'confirmed',
      language: 'en',
      paidUser: spec.paid ?? false,
      fictional: spec.fictional ?? false,
      privacy: spec.privacy ?? false,
      invisible: spec.invisible ?? false,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('member not created');
  await db.insert(profiles).values({
    userId: user.id,
    siteId: spec.siteId,
    name: spec.name ?? `Fixture${counter}`,
    gender: spec.gender ?? 'female',
    sexuality: 'hetero',
    dateOfBirth: spec.dob ?? dobForAge(30, counter % 300),
    country: spec.country ?? 'NL',
    region: spec.region === undefined ? 'Utrecht' : spec.region,
    city: spec.city === undefined ? 'Utrecht' : spec.city,
    cityLat: spec.point?.lat ?? null,
    cityLon: spec.point?.lon ?? null,
    aboutMe: spec.aboutMe ?? `About fixture ${counter}`,
    interests: spec.interests ?? ['music', 'travelling'],
    hairColor: 'brown',
    eyeColor: 'green',
    bodyType: 'athletic',
    relationshipStatus: 'single',
    signupReason: 'dating',
    status: 'active',
  });
  await syncSearchable(db, user.id);
  return { id: user.id, email };
}

export interface PhotoSpec {
  main?: boolean;
  status?: 'active' | 'inspected';
  blurred?: boolean;
  /** false: a photo from before the card size existed (no card file). */
  card?: boolean;
  position: number;
}

/** A photo whose file names carry the member and position, so a response can be searched for them. */
export async function addPhoto(t: TestApp, userId: number, spec: PhotoSpec) {
  const base = `m${userId}/photo${spec.position}`;
  const [row] = await t.database.db
    .insert(photos)
    .values({
      userId,
      filename: `${base}-REAL.jpg`,
      thumbFilename: `${base}-REAL-thumb.jpg`,
      blurredFilename: spec.blurred === false ? null : `${base}-blurred.jpg`,
      matchFilename: `${base}-REAL-match.jpg`,
      cardFilename: spec.card === false ? null : `${base}-REAL-card.jpg`,
      status: spec.status ?? 'active',
      isMain: spec.main ?? false,
      position: spec.position,
    })
    .returning();
  if (!row) throw new Error('photo not created');
  return row;
}

export async function setState(t: TestApp, userId: number, values: Partial<typeof users.$inferInsert>) {
  await t.database.db.update(users).set(values).where(eq(users.id, userId));
  await syncSearchable(t.database.db, userId);
}

export async function addBlock(t: TestApp, blockerId: number, blockedId: number) {
  await t.database.db.insert(blocks).values({ blockerId, blockedId });
}

export function loginAs(t: TestApp, member: Member, host = 'amora.test'): Promise<string> {
  return loginCookie(t.app, {
    email: member.email,
    password: MEMBER_PASSWORD,
    headers: { host },
    remoteAddress: nextAddress(),
  });
}

export interface GetOptions {
  cookie?: string;
  host?: string;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

/** A GET as the site's client makes it, from a fresh address unless one is given. */
export function get(t: TestApp, url: string, options: GetOptions = {}): Promise<LightMyRequestResponse> {
  return call(t.app, 'GET', url, undefined, {
    ...(options.cookie ? { cookie: options.cookie } : {}),
    headers: { host: options.host ?? 'amora.test', ...options.headers },
    remoteAddress: options.remoteAddress ?? nextAddress(),
  });
}

/** `?a=1&b=2` from an object, leaving out undefined values. */
export function qs(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}
