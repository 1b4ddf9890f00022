import {
  EMAIL_NOTIFICATION_TYPES,
  MARKETING_EMAIL_TYPES,
  SIGNUP_STEPS,
  dateOfBirthProblem,
  hasTrafficSource,
  type CompleteSignupBody,
  type Locale,
  type SignupBody,
  type User,
} from '@amora/contracts';
import { and, eq, ne } from 'drizzle-orm';
import { USERS_SITE_EMAIL, profiles, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { HOUR_MS } from '../../core/rate-limiter.js';
import { authenticationRequired } from '../../plugins/auth.js';
import { createSession } from '../../plugins/session.js';
import type { AppContext, Client } from '../../types.js';
import type { Site } from '../../core/site-resolver.js';
import { sendActivationMail } from './activation-service.js';
import { hashPassword } from '../../core/password.js';
import { applyProfilePatch } from '../profile/index.js';
import { resolvePlace } from '../geo/index.js';
import { assertEmailNotBanned } from '../moderation/index.js';
import { currentUser, findUserRecord, presentUser } from '../me/index.js';
import { normalizeEmail } from '../../core/email.js';

/**
 * What a new profile starts as. The gender stays unset until the member answers the personal step
 * (a woman who skips ahead must not be listed as a man), except on a site whose niche says it: a
 * gay site (niche 7) has only men. The sexuality column needs a value; the personal step asks it.
 */
function startingOrientation(niche: number): {
  gender: 'male' | null;
  sexuality: 'hetero' | 'gay';
} {
  if (niche === 7) return { gender: 'male', sexuality: 'gay' };
  return { gender: null, sexuality: 'hetero' };
}

/** E-mail a new member gets: what happens on their account, never marketing before they opt in. */
const STARTING_EMAIL_NOTIFICATIONS = Object.fromEntries(
  EMAIL_NOTIFICATION_TYPES.map((type) => [type, !MARKETING_EMAIL_TYPES.includes(type)]),
);

/** The visitor signing up, as plain data: the route takes it from the request. */
export interface SignupVisitor extends Client {
  site: Site;
  /** The request's language: the new member's saved language. */
  locale: Locale;
  /** The visitor's country (a CDN header or the browser's language), or null. */
  country: string | null;
}

function assertSignupsOpen(site: Site, body: SignupBody): void {
  const mode = site.settings.signups;
  if (mode === 'closed' || (mode === 'with_trafficsource' && !hasTrafficSource(body.tracking)))
    throw new AppError(403, 'signup_closed', 'errors.signupClosed');
}

async function assertEmailFree(ctx: AppContext, siteId: number, emailNormalized: string): Promise<void> {
  const [existing] = await ctx.db
    .select({ status: users.status })
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.emailNormalized, emailNormalized)))
    .limit(1);
  if (!existing) return;
  if (existing.status === 'pending_deletion')
    throw new AppError(
      409,
      'account_pending_deletion',
      'errors.accountPendingDeletion',
      {},
      {
        email: 'errors.accountPendingDeletion',
      },
    );
  throw new AppError(409, 'email_taken', 'errors.emailTaken', {}, { email: 'errors.emailTaken' });
}

/** A target profile only counts when it is a visible member of the same site. */
async function validTargetProfile(
  ctx: AppContext,
  siteId: number,
  id: number | undefined,
): Promise<number | null> {
  if (!id) return null;
  const [row] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, id),
        eq(users.siteId, siteId),
        eq(users.invisible, false),
        ne(users.status, 'pending_deletion'),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/**
 * Creates a member (user and profile in one transaction) and logs them in. The account starts
 * `not_confirmed` with a `disabled` profile until the activation link is followed.
 */
export async function signup(
  ctx: AppContext,
  visitor: SignupVisitor,
  body: SignupBody,
): Promise<{ user: User; token: string }> {
  const { site } = visitor;
  assertSignupsOpen(site, body);
  const now = ctx.clock.now();
  const ageProblem = dateOfBirthProblem(body.date_of_birth, site.settings.min_age, now);
  if (ageProblem)
    throw new AppError(
      400,
      'validation_failed',
      ageProblem,
      { min_age: site.settings.min_age },
      {
        date_of_birth: ageProblem,
      },
    );
  // The limit comes before the existence check: "already exists" tells whether an address has an
  // account, so it may be asked only so many times an hour (SIGNUP_MAX_PER_ADDRESS_PER_HOUR).
  const rule = {
    name: 'signup-ip',
    limit: ctx.config.signupMaxPerAddressPerHour,
    windowMs: HOUR_MS,
    scope: 'durable',
  } as const;
  await ctx.rateLimits.require(rule, visitor.ip, { now });
  const emailNormalized = normalizeEmail(body.email);
  await assertEmailFree(ctx, site.id, emailNormalized);
  await assertEmailNotBanned(ctx.db, site.id, body.email);

  const passwordHash = await hashPassword(body.password);
  const firstContactId = await validTargetProfile(ctx, site.id, body.target_profile_id);
  const country = visitor.country ?? site.settings.geoip_selected_country ?? 'NL';
  let userId: number;
  try {
    userId = await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          siteId: site.id,
          email: body.email.trim(),
          emailNormalized,
          passwordHash,
          status: 'not_confirmed',
          language: visitor.locale,
          signupStep: 0,
          tracking: body.tracking ?? null,
          firstContactId,
          signupMessage: firstContactId && body.signup_message ? body.signup_message : null,
          signupDate: now,
          emailNotifications: STARTING_EMAIL_NOTIFICATIONS,
        })
        .returning({ id: users.id });
      await tx.insert(profiles).values({
        userId: created!.id,
        siteId: site.id,
        name: body.name.trim(),
        ...startingOrientation(site.settings.niche),
        dateOfBirth: body.date_of_birth,
        country,
        status: 'disabled',
        // Out of search until the address is confirmed (member-rules `isListable`).
        searchable: false,
      });
      return created!.id;
    });
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides.
    if (isUniqueViolation(error, USERS_SITE_EMAIL))
      throw new AppError(409, 'email_taken', 'errors.emailTaken', {}, { email: 'errors.emailTaken' });
    throw error;
  }

  const token = await createSession(ctx.db, userId, visitor);
  const record = await findUserRecord(ctx, site, userId);
  const user = presentUser(record!, site.settings.cdn_prefix);
  await sendActivationMail(ctx, site, {
    id: userId,
    email: user.email,
    name: user.profile.name,
    language: user.language,
  });
  return { user, token };
}

/**
 * The personal step, and any step after it, cannot be skipped or saved without a gender while the
 * profile has none: it is the one answer search and matching need, and never filled in for the member.
 */
async function assertGenderAnswered(
  ctx: AppContext,
  userId: number,
  body: CompleteSignupBody,
): Promise<void> {
  if (!body.skip && body.profile?.gender) return;
  const [profile] = await ctx.db
    .select({ gender: profiles.gender })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  if (!profile || profile.gender) return;
  throw new AppError(
    400,
    'validation_failed',
    'validation.genderRequired',
    {},
    { gender: 'validation.genderRequired' },
  );
}

/** Saves (or skips) one `/complete-signup` step of member `userId` and moves them on to the next. */
export async function completeSignupStep(
  ctx: AppContext,
  site: Site,
  userId: number,
  body: CompleteSignupBody,
): Promise<User> {
  const [row] = await ctx.db.select({ step: users.signupStep }).from(users).where(eq(users.id, userId));
  // Nor past it: a later step sent straight to the API must not finish the steps without one.
  if (body.step >= SIGNUP_STEPS.indexOf('personal')) await assertGenderAnswered(ctx, userId, body);
  // The same place check as the profile page: a region must be one of the country's.
  if (!body.skip && body.profile)
    await applyProfilePatch(ctx.db, userId, await resolvePlace(ctx.db, userId, body.profile));
  if (row && row.step !== null) {
    const next = Math.max(row.step, body.step + 1);
    await ctx.db
      .update(users)
      .set({ signupStep: next >= SIGNUP_STEPS.length ? null : next })
      .where(eq(users.id, userId));
  }
  const user = await currentUser(ctx, site, userId);
  if (!user) throw authenticationRequired();
  return user;
}
