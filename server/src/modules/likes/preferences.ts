import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { likes, profiles, swipes } from '../../db/schema.js';
import { authenticationRequired } from '../../plugins/auth.js';

/*
 * A member's search preferences as the match finder and auto-likes read them. Members store no
 * search form, so the preferences come from the profile (ADR 0015): the genders their sexuality
 * looks for, and an age window of AGE_WINDOW_YEARS either side of their own age.
 */

export const AGE_WINDOW_YEARS = 10;

type Gender = 'male' | 'female';

export interface Seeker {
  id: number;
  siteId: number;
  /** Null until the member answers the personal step. */
  gender: Gender | null;
  sexuality: string;
  dateOfBirth: string;
  country: string;
  interests: string[];
}

export async function findSeeker(db: Db, siteId: number, userId: number): Promise<Seeker> {
  const [row] = await db
    .select({
      id: profiles.userId,
      siteId: profiles.siteId,
      gender: profiles.gender,
      sexuality: profiles.sexuality,
      dateOfBirth: profiles.dateOfBirth,
      country: profiles.country,
      interests: profiles.interests,
    })
    .from(profiles)
    .where(and(eq(profiles.userId, userId), eq(profiles.siteId, siteId)));
  if (!row) throw authenticationRequired();
  return { ...row, gender: row.gender as Gender | null };
}

/**
 * Hetero: the other gender; gay and lesbian: the same; bi: both. A member who has not said their
 * gender yet is guessed nothing about: both.
 */
export function preferredGenders(seeker: Pick<Seeker, 'gender' | 'sexuality'>): Gender[] {
  if (seeker.gender === null || seeker.sexuality === 'bi') return ['male', 'female'];
  const other: Gender = seeker.gender === 'male' ? 'female' : 'male';
  if (seeker.sexuality === 'gay' || seeker.sexuality === 'lesbian') return [seeker.gender];
  return [other];
}

/** `YYYY-MM-DD` moved by whole years (29 February becomes 28 February or 1 March as Date does). */
function shiftYears(date: string, years: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCFullYear(value.getUTCFullYear() + years);
  return value.toISOString().slice(0, 10);
}

/**
 * The profile conditions of a seeker's preferences: gender, and a date of birth within the age
 * window (the partial search indexes lead with site and gender, then date of birth).
 */
export function preferenceConditions(seeker: Seeker): SQL[] {
  return [
    inArray(profiles.gender, preferredGenders(seeker)),
    gte(profiles.dateOfBirth, shiftYears(seeker.dateOfBirth, -AGE_WINDOW_YEARS)),
    lte(profiles.dateOfBirth, shiftYears(seeker.dateOfBirth, AGE_WINDOW_YEARS)),
  ];
}

/** Not yet liked by the seeker, and not yet swiped (liked or passed) in the finder or the game. */
export function notDecidedBy(seekerId: number): SQL[] {
  return [
    sql`not exists (select 1 from ${likes} where ${likes.likerId} = ${seekerId} and ${likes.likedId} = ${profiles.userId})`,
    sql`not exists (select 1 from ${swipes} where ${swipes.memberId} = ${seekerId} and ${swipes.profileId} = ${profiles.userId})`,
  ];
}
