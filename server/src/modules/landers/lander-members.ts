import type { ProfileCard, SiteSettings } from '@amora/contracts';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { photos, profiles, users } from '../../db/schema.js';
import { cardColumns, cardExtrasColumns, mainPhotoOf } from '../../core/card-columns.js';
import { extrasFrom, presentCard } from '../../core/member-cards.js';

/**
 * Who a visitor may see on a lander: listed members of the site (`searchable`: confirmed, not
 * invisible, not pending deletion, the same rule as the logged-out search), with an active main
 * photo, and not in privacy mode (a private member's photo is only for members in contact).
 */
function shownToVisitors(siteId: number): SQL[] {
  return [
    eq(profiles.siteId, siteId),
    sql`${profiles.searchable}`,
    eq(users.privacy, false),
    sql`${photos.filename} is not null`,
  ];
}

/** Date of birth `years` before `now`, as the column stores it. */
function bornYearsAgo(now: Date, years: number): string {
  const day = new Date(now);
  day.setUTCFullYear(day.getUTCFullYear() - years);
  return day.toISOString().slice(0, 10);
}

/**
 * The members that fit a niche (1 none … 7 gay): who the niche's visitors come to see. Broad
 * enough that a small site still fills a lander; `nicheMembers` widens further when it does not.
 */
export function nicheConditions(niche: number, now: Date): SQL[] {
  const female = eq(profiles.gender, 'female');
  switch (niche) {
    case 2:
      return [female, inArray(profiles.sexuality, ['lesbian', 'bi'])];
    case 3:
      return [female, sql`${profiles.interests} ?| array['bondage', 'sadomasochism']`];
    case 4:
      return [female, inArray(profiles.bodyType, ['curvy', 'large'])];
    case 5:
      return [female, sql`${profiles.dateOfBirth} <= ${bornYearsAgo(now, 60)}`];
    case 6:
      return [
        female,
        sql`${profiles.dateOfBirth} <= ${bornYearsAgo(now, 35)}`,
        sql`${profiles.dateOfBirth} > ${bornYearsAgo(now, 60)}`,
      ];
    case 7:
      return [eq(profiles.gender, 'male'), inArray(profiles.sexuality, ['gay', 'bi'])];
    default:
      return [female, inArray(profiles.sexuality, ['hetero', 'bi'])];
  }
}

const VISITOR = { loggedIn: false } as const;

async function cardsWhere(
  db: Db,
  settings: SiteSettings,
  now: Date,
  conditions: SQL[],
  limit: number,
  country: string | null,
): Promise<ProfileCard[]> {
  const rows = await db
    .select({ ...cardColumns, ...cardExtrasColumns })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(photos, mainPhotoOf(profiles.userId))
    .where(and(...conditions))
    // Members from the visitor's country first (the map lander), newest members next.
    .orderBy(...(country ? [desc(sql`${profiles.country} = ${country}`)] : []), desc(profiles.userId))
    .limit(limit);
  return rows.map((row) => presentCard(row, extrasFrom(row), settings, { ...VISITOR, now }));
}

/**
 * The members of a niche change slowly and every view of a lander asks for them: a short cache per
 * site, niche and country keeps the lander call to one small query and one insert. A member who
 * turns invisible or private leaves the landers within this time.
 */
export const NICHE_MEMBERS_TTL_MS = 30_000;
const NICHE_MEMBERS_MAX_KEYS = 2_000;
/** Per database (one app, or one test's app), so nothing leaks between them. */
const caches = new WeakMap<Db, Map<string, { at: number; cards: Promise<ProfileCard[]> }>>();

/** `nicheMembers` through the cache (per process; a failed load is not kept). */
export function cachedNicheMembers(...args: Parameters<typeof nicheMembers>): Promise<ProfileCard[]> {
  const [db, siteId, , niche, now, limit, country] = args;
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const key = `${siteId}/${niche}/${country ?? ''}/${limit}`;
  const hit = cache.get(key);
  if (hit && now.getTime() - hit.at < NICHE_MEMBERS_TTL_MS) return hit.cards;
  if (cache.size >= NICHE_MEMBERS_MAX_KEYS) cache.clear();
  const cards = nicheMembers(...args);
  const entries = cache;
  entries.set(key, { at: now.getTime(), cards });
  cards.catch(() => entries.delete(key));
  return cards;
}

/**
 * Up to `limit` public cards for a niche's lander. A niche with too few members on this site
 * (a fresh site, a narrow niche) is filled with the general niche's members of the same gender.
 */
export async function nicheMembers(
  db: Db,
  siteId: number,
  settings: SiteSettings,
  niche: number,
  now: Date,
  limit: number,
  country: string | null,
): Promise<ProfileCard[]> {
  const base = shownToVisitors(siteId);
  const found = await cardsWhere(
    db,
    settings,
    now,
    [...base, ...nicheConditions(niche, now)],
    limit,
    country,
  );
  if (found.length >= Math.min(limit, 6) || niche === 1) return found;
  const gender = eq(profiles.gender, niche === 7 ? 'male' : 'female');
  const more = await cardsWhere(db, settings, now, [...base, gender], limit, country);
  const seen = new Set(found.map((card) => card.id));
  return [...found, ...more.filter((card) => !seen.has(card.id))].slice(0, limit);
}

/** A member landing's member: their public card, or null when a visitor may not see them. */
export async function landingMember(
  db: Db,
  siteId: number,
  settings: SiteSettings,
  memberId: number,
  now: Date,
): Promise<ProfileCard | null> {
  const [card] = await cardsWhere(
    db,
    settings,
    now,
    [...shownToVisitors(siteId), eq(profiles.userId, memberId)],
    1,
    null,
  );
  return card ?? null;
}
