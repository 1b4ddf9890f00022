import { MATCH_FINDER_QUEUE_SIZE, type Candidate, type MatchFinderResponse } from '@amora/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { likes, photos, profiles, sessions, users } from '../../db/schema.js';
import type { AppContext } from '../../types.js';
import { cardColumns, cardExtrasColumns, mainPhotoOf } from '../../core/card-columns.js';
import { detailsVisible, extrasFrom, presentCard } from '../../core/member-cards.js';
import { listedFor } from '../profile/index.js';
import type { Site } from '../../core/site-resolver.js';
import { fictionalIdsToSkip, notFictional } from '../profile/index.js';
import { findSeeker, notDecidedBy, preferenceConditions, type Seeker } from './preferences.js';
import { swipeAllowance } from './swipe-service.js';

/** "Recently active": a session seen within this many days. */
export const ACTIVE_WITHIN_DAYS = 7;

/**
 * The ranking, documented in docs/api/likes.md: shared interests count one point each, then
 * +3 same country, +3 already likes the viewer (a like back is a match), +2 has a photo,
 * +1 active in the last week, +1 within five years of the viewer's age. Ties: newest member first.
 */
function scoreSql(seeker: Seeker) {
  const interests = JSON.stringify(seeker.interests);
  return sql<number>`(
    (select count(*) from jsonb_array_elements_text(${profiles.interests}) as i(value)
      where i.value in (select jsonb_array_elements_text(${interests}::jsonb)))
    + case when ${profiles.country} = ${seeker.country} then 3 else 0 end
    + case when exists (select 1 from ${likes} where ${likes.likerId} = ${profiles.userId} and ${likes.likedId} = ${seeker.id}) then 3 else 0 end
    + case when ${photos.id} is not null then 2 else 0 end
    + case when exists (select 1 from ${sessions} where ${sessions.userId} = ${profiles.userId}
        and ${sessions.lastSeenAt} > now() - make_interval(days => ${ACTIVE_WITHIN_DAYS})) then 1 else 0 end
    + case when abs(${profiles.dateOfBirth} - ${seeker.dateOfBirth}::date) <= 1826 then 1 else 0 end
  )::int`;
}

/**
 * `GET /api/match-finder.php`: the next MATCH_FINDER_QUEUE_SIZE candidates, best first, for the
 * match finder, the swipe game and /signup-matches. Only listed members of the site who fit the
 * viewer's preferences (preferences.ts), never the viewer, a block either way, or anyone the
 * viewer liked or swiped already: each decision takes a member out of the queue for good. A
 * member who wants real members only gets no fictional profile.
 */
export async function matchFinderQueue(
  ctx: AppContext,
  site: Site,
  viewerId: number,
): Promise<MatchFinderResponse> {
  const now = ctx.clock.now();
  const [seeker, skipIds] = await Promise.all([
    findSeeker(ctx.db, site.id, viewerId),
    fictionalIdsToSkip(ctx.db, site.id, viewerId),
  ]);
  const realOnly = skipIds === null ? [] : [notFictional(skipIds, profiles.userId)];
  const score = scoreSql(seeker);
  const rows = await ctx.db
    .select({
      ...cardColumns,
      ...cardExtrasColumns,
      aboutMe: profiles.aboutMe,
      score,
      likesYou: sql<boolean>`exists (select 1 from ${likes} where ${likes.likerId} = ${profiles.userId} and ${likes.likedId} = ${seeker.id})`,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(photos, mainPhotoOf(profiles.userId))
    .where(
      and(
        ...listedFor(site.id, viewerId),
        ...preferenceConditions(seeker),
        ...notDecidedBy(seeker.id),
        ...realOnly,
      ),
    )
    .orderBy(desc(score), desc(profiles.userId))
    .limit(MATCH_FINDER_QUEUE_SIZE);

  const viewer = { loggedIn: true, now };
  const mine = new Set(seeker.interests);
  const candidates = rows.map((row): Candidate => {
    const extras = extrasFrom(row);
    const card = presentCard(row, extras, site.settings, viewer);
    const open = extras ? detailsVisible(extras, viewer) : false;
    const interests = open ? row.interests : [];
    return {
      ...card,
      region: row.region,
      ...(open ? { about_me: row.aboutMe } : {}),
      interests,
      shared_interests: interests.filter((interest) => mine.has(interest)),
      likes_you: row.likesYou,
    };
  });
  return { profiles: candidates, swipe_likes: await swipeAllowance(ctx.db, viewerId, now) };
}
