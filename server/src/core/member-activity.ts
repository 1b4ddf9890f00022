import type { ActivityBand } from '@amora/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { profiles, users } from '../db/schema.js';
import { kmBetween, type CityPoint } from './city-distance.js';

/*
 * Online status and distance as cards and profiles show them (ADR 0037): a band instead of a time,
 * whole kilometres between city centres instead of positions. Status is reciprocal like read
 * receipts: a member who hides their own sees nobody's.
 */

/** Active this recently counts as online (last_active_at is refreshed every two minutes). */
export const ONLINE_WITHIN_MS = 5 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The band of a last activity: never the time itself, and nothing after a week. */
export function activityBand(lastActiveAt: Date | null, now: Date): ActivityBand | undefined {
  if (!lastActiveAt) return undefined;
  const ago = now.getTime() - lastActiveAt.getTime();
  if (ago <= ONLINE_WITHIN_MS) return 'online';
  if (ago <= DAY_MS) return 'today';
  if (ago <= 7 * DAY_MS) return 'week';
  return undefined;
}

/** What the viewer brings to status and distance. */
export interface ViewerPlace {
  /** The viewer shares their own status, and so sees others'. */
  seesActivity: boolean;
  /** The centre of the viewer's city, or null. */
  point: CityPoint | null;
  dateOfBirth: string | null;
}

export const NO_VIEWER_PLACE: ViewerPlace = { seesActivity: false, point: null, dateOfBirth: null };

/** The viewer's setting and city centre (one primary-key lookup); visitors see neither. */
export async function loadViewerPlace(db: Db, viewerId: number | null): Promise<ViewerPlace> {
  if (viewerId === null) return NO_VIEWER_PLACE;
  const [row] = await db
    .select({
      showActivity: users.showActivity,
      lat: profiles.cityLat,
      lon: profiles.cityLon,
      dateOfBirth: profiles.dateOfBirth,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, viewerId));
  if (!row) return NO_VIEWER_PLACE;
  return {
    seesActivity: row.showActivity,
    point: row.lat !== null && row.lon !== null ? { lat: row.lat, lon: row.lon } : null,
    dateOfBirth: row.dateOfBirth,
  };
}

/** What a member shows of their own activity and place. */
export interface MemberPresence {
  showActivity: boolean;
  lastActiveAt: Date | null;
  invisible: boolean;
  cityLat: number | null;
  cityLon: number | null;
}

/** The `activity` and `distance_km` of a card or profile, each only where both sides allow it. */
export function presenceFields(
  member: MemberPresence,
  viewer: ViewerPlace,
  now: Date,
): { activity?: ActivityBand; distance_km?: number } {
  const fields: { activity?: ActivityBand; distance_km?: number } = {};
  if (viewer.seesActivity && member.showActivity && !member.invisible) {
    const band = activityBand(member.lastActiveAt, now);
    if (band) fields.activity = band;
  }
  if (viewer.point && member.cityLat !== null && member.cityLon !== null)
    fields.distance_km = kmBetween(viewer.point, { lat: member.cityLat, lon: member.cityLon });
  return fields;
}
