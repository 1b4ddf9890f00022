import type { MemberProfile } from '@amora/contracts';
import { and, eq } from 'drizzle-orm';
import { likes, profiles, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../types.js';
import type { Site } from '../../core/site-resolver.js';
import { isListable } from '../../core/member-rules.js';
import {
  detailsVisible,
  loadCardExtras,
  presentCard,
  presentMainImage,
  type CardViewer,
} from '../../core/member-cards.js';
import { loadViewerPlace, NO_VIEWER_PLACE, presenceFields } from '../../core/member-activity.js';
import { loadActivePhotos, presentPhotos } from './photo-views.js';
import { blockState, findViewer, likeExists } from '../../core/relations.js';
import { findRelated } from './related-profiles.js';
import { ageOn } from '../../core/age.js';
import { profileFieldsOf } from '../../core/profile-fields.js';

/** Fields a site can hide with `visible_profile_fields`; name, age and place are always on the card. */
const OPTIONAL_FIELDS = [
  'interests',
  'hair_color',
  'eye_color',
  'body_type',
  'relationship_status',
  'tattoos',
  'signup_reason',
] as const;

type Profile = typeof profiles.$inferSelect;

function optionalFields(profile: Profile, visible: Set<string>, details: boolean): Partial<MemberProfile> {
  const values: Record<(typeof OPTIONAL_FIELDS)[number], unknown> = profileFieldsOf(profile);
  const shown: Record<string, unknown> = {};
  for (const field of OPTIONAL_FIELDS) {
    if (!visible.has(field)) continue;
    // Privacy mode keeps the personal texts and interests to members in contact.
    if (field === 'interests' && !details) continue;
    shown[field] = values[field];
  }
  if (details) shown.about_me = profile.aboutMe;
  return shown as Partial<MemberProfile>;
}

/**
 * `GET /api/profile.php?id=`: another member as this viewer may see them. Not found when invisible,
 * pending deletion or on another site; 403 when they blocked the viewer. Opening it clears the
 * viewer's new-like flag for this member (spec section 4).
 */
export async function viewProfile(
  ctx: AppContext,
  site: Site,
  viewerId: number | null,
  id: number,
): Promise<MemberProfile> {
  const [row] = await ctx.db
    .select({ user: users, profile: profiles })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, id), eq(users.siteId, site.id)))
    .limit(1);
  if (!row || !isListable(row.user)) throw new AppError(404, 'not_found', 'errors.notFound');
  const { user, profile } = row;

  const viewer = await findViewer(ctx.db, site.id, viewerId);
  const isSelf = viewer?.id === user.id;
  const blocked = viewer && !isSelf ? await blockState(ctx.db, viewer.id, user.id) : null;
  if (blocked?.byMember) throw new AppError(403, 'blocked', 'errors.blocked');

  const now = ctx.clock.now();
  const cardViewer: CardViewer = { loggedIn: viewer !== null, now };
  const [photoRows, liked, relatedRows, , place] = await Promise.all([
    loadActivePhotos(ctx.db, user.id),
    viewer && !isSelf ? likeExists(ctx.db, viewer.id, user.id) : Promise.resolve(false),
    findRelated(ctx.db, { ...profile, siteId: site.id }, viewer?.id ?? null),
    viewer && !isSelf
      ? ctx.db
          .update(likes)
          .set({ isNew: false })
          .where(and(eq(likes.likerId, user.id), eq(likes.likedId, viewer.id), eq(likes.isNew, true)))
      : Promise.resolve(),
    viewer && !isSelf ? loadViewerPlace(ctx.db, viewer.id) : Promise.resolve(NO_VIEWER_PLACE),
  ]);
  const extras = await loadCardExtras(ctx.db, [user.id, ...relatedRows.map((r) => r.userId)]);
  const ownExtras = extras.get(user.id);
  const details = isSelf || (ownExtras ? detailsVisible(ownExtras, cardViewer) : false);
  const settings = site.settings;

  return {
    id: user.id,
    name: profile.name,
    gender: profile.gender as MemberProfile['gender'],
    age: ageOn(profile.dateOfBirth, now),
    country: profile.country,
    region: profile.region,
    city: profile.city,
    main_image: ownExtras ? presentMainImage(ownExtras, settings.cdn_prefix, details) : null,
    ...optionalFields(profile, new Set(settings.visible_profile_fields), details),
    photos: presentPhotos(photoRows, {
      unlocked: isSelf || viewer?.paidUser === true,
      details,
      cdnPrefix: settings.cdn_prefix,
    }),
    fictional: user.fictional,
    premium: user.paidUser,
    liked,
    blocked: blocked?.byViewer ?? false,
    related: relatedRows.map((r) => presentCard(r, extras.get(r.userId), settings, cardViewer)),
    ...presenceFields({ ...user, cityLat: profile.cityLat, cityLon: profile.cityLon }, place, now),
  };
}
