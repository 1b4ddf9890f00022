import type { PushEventType, PushPreferences, PushPreferencesUpdate } from '@amora/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { profiles, pushPreferences } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { canonicalTimeZone, clockMinutes, timeZoneOfCountry } from './quiet-hours.js';

/*
 * The member's push choices (`GET`/`POST /api/push-preferences.php`). A member who never chose
 * has no row: every type on, previews off, no quiet hours, the country's time zone.
 */

type Row = typeof pushPreferences.$inferSelect;

export const PREFERENCE_OF_TYPE: Record<PushEventType, 'messages' | 'likes' | 'matches'> = {
  message: 'messages',
  like: 'likes',
  match: 'matches',
};

function present(row: Row | undefined, country: string | null): PushPreferences {
  return {
    messages: row?.messages ?? true,
    likes: row?.likes ?? true,
    matches: row?.matches ?? true,
    previews: row?.previews ?? false,
    quiet_hours: row?.quietStart && row.quietEnd ? { start: row.quietStart, end: row.quietEnd } : null,
    time_zone: row?.timeZone ?? timeZoneOfCountry(country),
  };
}

/** The member's preferences, with the defaults filled in. */
export async function readPreferences(db: Db, memberId: number): Promise<PushPreferences> {
  const [row] = await db
    .select({ preferences: pushPreferences, country: profiles.country })
    .from(profiles)
    .leftJoin(pushPreferences, eq(pushPreferences.memberId, profiles.userId))
    .where(eq(profiles.userId, memberId));
  return present(row?.preferences ?? undefined, row?.country ?? null);
}

const fieldError = (field: string, key: 'validation.timeZone' | 'validation.quietHoursEmpty') =>
  new AppError(400, 'validation_failed', key, {}, { [field]: key });

/**
 * Saves the fields given (the rest stay); answers the whole, saved. A time zone is stored in its
 * canonical spelling; quiet hours that start when they end would be no quiet hours at all.
 */
export async function updatePreferences(
  db: Db,
  memberId: number,
  update: PushPreferencesUpdate,
  now: Date,
): Promise<PushPreferences> {
  let timeZone: string | undefined;
  if (update.time_zone !== undefined) {
    const canonical = canonicalTimeZone(update.time_zone);
    if (!canonical) throw fieldError('time_zone', 'validation.timeZone');
    timeZone = canonical;
  }
  const quiet = update.quiet_hours;
  if (quiet && clockMinutes(quiet.start) === clockMinutes(quiet.end))
    throw fieldError('quiet_hours', 'validation.quietHoursEmpty');

  const set: Partial<typeof pushPreferences.$inferInsert> = { updatedAt: now };
  for (const key of ['messages', 'likes', 'matches', 'previews'] as const)
    if (update[key] !== undefined) set[key] = update[key];
  if (quiet !== undefined) {
    set.quietStart = quiet?.start ?? null;
    set.quietEnd = quiet?.end ?? null;
  }
  if (timeZone !== undefined) set.timeZone = timeZone;
  await db
    .insert(pushPreferences)
    .values({ memberId, ...set })
    .onConflictDoUpdate({ target: pushPreferences.memberId, set });
  return readPreferences(db, memberId);
}
