import * as z from 'zod/mini';
import { IdSchema } from './ids.js';
import { MainImageSchema, ProfileCardSchema } from './user.js';

/*
 * The likes area's calls: the likes tabs, matches, the match finder, the swipe game and
 * auto-likes. See docs/api/likes.md and ADR 0015. (`POST`/`DELETE /api/like.php` and
 * `/api/block.php` keep their schemas in api/profile.ts, where the profile view uses them.)
 */

/** Swipe-game likes a member may give per UTC day (spec sections 5 and 9); passes are free. */
export const SWIPE_LIKES_PER_DAY = 4;
/** Auto-likes a member may receive per UTC day (`GET /api/auto-like.php`). */
export const AUTO_LIKES_PER_DAY = 3;
/** The match modal reloads the likes this long after it opens (spec section 9). */
export const LIKES_RELOAD_DELAY_MS = 500;
/** Members per page of a likes tab. */
export const LIKES_PAGE_SIZE = 24;
/** Candidates per match-finder answer; the client asks again when it runs low. */
export const MATCH_FINDER_QUEUE_SIZE = 10;

export const LIKES_TYPES = ['received', 'sent', 'matches'] as const;
export type LikesType = (typeof LIKES_TYPES)[number];

/** `GET /api/likes.php?type=received|sent|matches[&cursor=]`. */
export const LikesQuerySchema = z.object({
  type: z.enum(LIKES_TYPES, { error: 'validation.likesType' }),
  /** Opaque keyset cursor from the previous page's `next_cursor`. */
  cursor: z.optional(z.string().check(z.maxLength(200, { error: 'validation.invalidValue' }))),
});
export type LikesQuery = z.infer<typeof LikesQuerySchema>;

/** A member in a likes tab: the card plus how the two stand. */
export const LikeCardSchema = z.extend(ProfileCardSchema, {
  /** When the like (received, sent) or the match (matches) happened, ISO 8601. */
  at: z.string(),
  /** The viewer likes this member. */
  liked: z.boolean(),
  /** Both like each other. */
  match: z.boolean(),
});
export type LikeCard = z.infer<typeof LikeCardSchema>;

/** One member of the page who likes the viewer; `like_new` until the viewer opens their profile. */
export const LikedBySchema = z.object({ id: z.int(), like_new: z.boolean() });
export type LikedBy = z.infer<typeof LikedBySchema>;

export const LikesCountsSchema = z.object({
  received: z.int(),
  sent: z.int(),
  matches: z.int(),
  /** Received likes not yet seen: the top bar's badge. */
  new: z.int(),
});
export type LikesCounts = z.infer<typeof LikesCountsSchema>;

/** The spec's Likes response (section 3): `profiles` and `liked_by`; received likes new first. */
export const LikesResponseSchema = z.object({
  type: z.enum(LIKES_TYPES),
  profiles: z.array(LikeCardSchema),
  liked_by: z.array(LikedBySchema),
  counts: LikesCountsSchema,
  next_cursor: z.nullable(z.string()),
});
export type LikesResponse = z.infer<typeof LikesResponseSchema>;

/** A limited action's state: what is left today and when the count starts again (ISO 8601). */
export const DailyAllowanceSchema = z.object({ left: z.int(), limit: z.int(), resets_at: z.string() });
export type DailyAllowance = z.infer<typeof DailyAllowanceSchema>;

/** A match-finder and swipe-game candidate: the card and what makes them a fit. */
export const CandidateSchema = z.extend(ProfileCardSchema, {
  region: z.nullable(z.string()),
  /** Absent for a member in privacy mode (details only for contacts). */
  about_me: z.optional(z.string()),
  interests: z.array(z.string()),
  /** The interests the viewer has too, also in `interests`. */
  shared_interests: z.array(z.string()),
  /** They already like the viewer: liking back makes a match. */
  likes_you: z.boolean(),
});
export type Candidate = z.infer<typeof CandidateSchema>;

/** `GET /api/match-finder.php`: the next candidates, best first, and the swipe-like allowance. */
export const MatchFinderResponseSchema = z.object({
  profiles: z.array(CandidateSchema),
  swipe_likes: DailyAllowanceSchema,
});
export type MatchFinderResponse = z.infer<typeof MatchFinderResponseSchema>;

export const SWIPE_DECISIONS = ['like', 'pass'] as const;
export type SwipeDecision = (typeof SWIPE_DECISIONS)[number];

/** `POST /api/swipe.php`: a swipe-game or match-finder decision. */
export const SwipeBodySchema = z.strictObject({
  profile_id: IdSchema,
  decision: z.enum(SWIPE_DECISIONS, { error: 'validation.swipeDecision' }),
});
export type SwipeBody = z.infer<typeof SwipeBodySchema>;

export const SwipeResponseSchema = z.object({
  profile_id: z.int(),
  decision: z.enum(SWIPE_DECISIONS),
  /** The viewer now likes the member (a like decision, or an earlier like). */
  liked: z.boolean(),
  match: z.boolean(),
  swipe_likes: DailyAllowanceSchema,
});
export type SwipeResponse = z.infer<typeof SwipeResponseSchema>;

/** `DELETE /api/swipe.php` (`ProfileIdBody`): whether the member's newest swipe, a pass, was taken back. */
export const SwipeUndoResponseSchema = z.object({ undone: z.boolean() });
export type SwipeUndoResponse = z.infer<typeof SwipeUndoResponseSchema>;

/** `GET /api/auto-like.php`: the spec's profile (id and `main_image.match`), or null if none today. */
export const AutoLikeProfileSchema = z.object({
  id: z.int(),
  name: z.string(),
  age: z.int(),
  main_image: MainImageSchema,
  /** Always true: only the site's fictional profiles like automatically (shown with its label). */
  fictional: z.boolean(),
});
export type AutoLikeProfile = z.infer<typeof AutoLikeProfileSchema>;
export const AutoLikeResponseSchema = z.object({
  profile: z.nullable(AutoLikeProfileSchema),
  auto_likes: DailyAllowanceSchema,
});
export type AutoLikeResponse = z.infer<typeof AutoLikeResponseSchema>;
