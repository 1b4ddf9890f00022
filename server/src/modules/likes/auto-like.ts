import { AUTO_LIKES_PER_DAY, type AutoLikeResponse } from '@amora/contracts';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import { autoLikes, likes, photos, profiles, users } from '../../db/schema.js';
import type { AppContext } from '../../types.js';
import { isListable } from '../../core/member-rules.js';
import { cardColumns, cardExtrasColumns, mainPhotoOf } from '../../core/card-columns.js';
import { extrasFrom, presentCard } from '../../core/member-cards.js';
import { requireViewer } from '../../core/relations.js';
import { listedFor } from '../profile/index.js';
import type { Site } from '../../core/site-resolver.js';
import { allowance, startOfUtcDay } from './daily.js';
import { findSeeker, notDecidedBy, preferenceConditions } from './preferences.js';

/**
 * `GET /api/auto-like.php` (spec section 7; rules in docs/api/likes.md and ADR 0015): a profile
 * that likes the member automatically, for the match modal. Only the site's own profiles, the ones
 * marked `fictional` (shown with the site's fictional label), ever like automatically: a real
 * member's like is always their own. The profile has an active main photo, fits the member's
 * preferences, is listed, has no block either way, is not liked by the member yet and does not
 * already like them, and never auto-liked them before. At most AUTO_LIKES_PER_DAY a UTC day, and
 * none for a member who is not listed themself (invisible, unconfirmed, leaving).
 */
export async function autoLike(ctx: AppContext, site: Site, viewerId: number): Promise<AutoLikeResponse> {
  const now = ctx.clock.now();
  const viewer = await requireViewer(ctx.db, site.id, viewerId);
  const seeker = await findSeeker(ctx.db, site.id, viewerId);
  return ctx.db.transaction(async (tx) => {
    // One auto-like at a time per member: the day's count below cannot be read twice at once.
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${viewer.id} for update`);
    const [used] = await tx
      .select({ n: count() })
      .from(autoLikes)
      .where(and(eq(autoLikes.memberId, viewer.id), gte(autoLikes.createdAt, startOfUtcDay(now))));
    const usedToday = used?.n ?? 0;
    const state = (n: number) => allowance(n, AUTO_LIKES_PER_DAY, now);
    if (!isListable(viewer) || usedToday >= AUTO_LIKES_PER_DAY)
      return { profile: null, auto_likes: state(usedToday) };

    const [row] = await tx
      .select({ ...cardColumns, ...cardExtrasColumns })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .innerJoin(photos, mainPhotoOf(profiles.userId))
      .where(
        and(
          ...listedFor(site.id, viewer.id),
          sql`${users.fictional}`,
          ...preferenceConditions(seeker),
          ...notDecidedBy(viewer.id),
          sql`not exists (select 1 from ${likes} where ${likes.likerId} = ${profiles.userId} and ${likes.likedId} = ${viewer.id})`,
          sql`not exists (select 1 from ${autoLikes} where ${autoLikes.memberId} = ${viewer.id} and ${autoLikes.profileId} = ${profiles.userId})`,
        ),
      )
      .orderBy(sql`random()`)
      .limit(1);
    const card = row ? presentCard(row, extrasFrom(row), site.settings, { loggedIn: true, now }) : null;
    if (!row || !card?.main_image) return { profile: null, auto_likes: state(usedToday) };

    await tx.insert(autoLikes).values({ memberId: viewer.id, profileId: row.userId, createdAt: now });
    await tx
      .insert(likes)
      .values({ likerId: row.userId, likedId: viewer.id, createdAt: now })
      .onConflictDoNothing();
    return {
      profile: { id: card.id, name: card.name, age: card.age, main_image: card.main_image, fictional: true },
      auto_likes: state(usedToday + 1),
    };
  });
}
