import {
  StaffIdParamsSchema,
  StaffMemberActionBodySchema,
  StaffMemberActionResultSchema,
  StaffMemberEmailBodySchema,
  StaffMemberLookQuerySchema,
  StaffMemberSchema,
  StaffMemberSearchQuerySchema,
  StaffMemberSearchResultSchema,
  StaffMemberSuspendBodySchema,
} from '@amora/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { USERS_SITE_EMAIL, sessions, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { assertEmailNotBanned, suspendMember } from '../moderation/index.js';
import { actorOf, audited } from '../staff/index.js';
import { sendAccountMail } from '../mail/index.js';
import { CREDENTIAL_TOKENS, revokeTokens } from './account-tokens.js';
import { sendActivationMail } from './activation-service.js';
import { memberForAction, memberPage, searchMembers } from './staff-member-service.js';
import { normalizeEmail } from '../../core/email.js';

const support = { staff: ['support'] } as const;

/** A support action on one member, with the staff member's reason in the body. */
const memberAction = {
  schema: {
    params: StaffIdParamsSchema,
    body: StaffMemberActionBodySchema,
    response: { 200: StaffMemberActionResultSchema },
  },
  config: support,
};

const notFound = () => new AppError(404, 'not_found', 'errors.notFound');
const emailTaken = () =>
  new AppError(409, 'email_taken', 'errors.emailTaken', {}, { email: 'errors.emailTaken' });

/**
 * Member support (docs/api/staff.md): find a member, read their page, and the actions support
 * takes for them. A look-up is a look at private data: it names its reason and writes an audit
 * row, as every action does in its own transaction. Mail goes out after the commit.
 */
export async function staffMemberRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const now = () => app.ctx.clock.now();
  const found = async (id: number) => {
    const member = await memberForAction(db, id);
    if (!member) throw notFound();
    return member;
  };

  routes.get(
    '/api/staff/members',
    {
      schema: { querystring: StaffMemberSearchQuerySchema, response: { 200: StaffMemberSearchResultSchema } },
      config: support,
    },
    async (request) => {
      const { q, reason } = request.query;
      return audited(db, actorOf(request), now(), async (tx) => {
        const members = await searchMembers(tx, q);
        return {
          result: { members },
          audit: {
            action: 'member.searched',
            targetType: 'member',
            after: { q, found: members.map((member) => member.id) },
            reason,
          },
        };
      });
    },
  );

  routes.get(
    '/api/staff/members/:id',
    {
      schema: {
        params: StaffIdParamsSchema,
        querystring: StaffMemberLookQuerySchema,
        response: { 200: StaffMemberSchema },
      },
      config: support,
    },
    async (request) => {
      const { id } = request.params;
      return audited(db, actorOf(request), now(), async (tx) => {
        const member = await memberPage(tx, id);
        if (!member) throw notFound();
        return {
          result: member,
          audit: {
            action: 'member.viewed',
            targetType: 'member',
            targetId: id,
            reason: request.query.reason,
          },
        };
      });
    },
  );

  routes.post('/api/staff/members/:id/activation', memberAction, async (request) => {
    const member = await found(request.params.id);
    if (member.status !== 'not_confirmed')
      throw new AppError(409, 'already_confirmed', 'errors.alreadyConfirmed');
    await audited(db, actorOf(request), now(), async () => ({
      result: null,
      audit: {
        action: 'member.activation_resent',
        targetType: 'member',
        targetId: member.id,
        reason: request.body.reason,
      },
    }));
    const site = await app.ctx.sites.resolve(member.domain);
    await sendActivationMail(app.ctx, site, {
      id: member.id,
      email: member.email,
      name: member.name ?? '',
      language: member.language,
    });
    return { ok: true as const };
  });

  routes.post(
    '/api/staff/members/:id/email',
    {
      schema: {
        params: StaffIdParamsSchema,
        body: StaffMemberEmailBodySchema,
        response: { 200: StaffMemberActionResultSchema },
      },
      config: support,
    },
    async (request) => {
      const member = await found(request.params.id);
      const email = request.body.email.trim();
      const normalized = normalizeEmail(email);
      if (normalized === member.emailNormalized)
        throw new AppError(
          400,
          'validation_failed',
          'validation.emailSameAsCurrent',
          {},
          {
            email: 'validation.emailSameAsCurrent',
          },
        );
      await assertEmailNotBanned(db, member.siteId, email);
      const at = now();
      try {
        await audited(db, actorOf(request), at, async (tx) => {
          const [taken] = await tx
            .select({ id: users.id })
            .from(users)
            .where(
              and(
                eq(users.siteId, member.siteId),
                eq(users.emailNormalized, normalized),
                ne(users.id, member.id),
              ),
            );
          if (taken) throw emailTaken();
          await tx.update(users).set({ email, emailNormalized: normalized }).where(eq(users.id, member.id));
          // Links sent to the old address must not act on the account any more.
          await revokeTokens(tx, member.id, CREDENTIAL_TOKENS, at);
          return {
            result: null,
            audit: {
              action: 'member.email_changed',
              targetType: 'member',
              targetId: member.id,
              before: { email: member.email },
              after: { email },
              reason: request.body.reason,
            },
          };
        });
      } catch (error) {
        if (isUniqueViolation(error, USERS_SITE_EMAIL)) throw emailTaken();
        throw error;
      }
      // The old address hears of it: a change they did not ask support for is then noticed.
      const site = await app.ctx.sites.resolve(member.domain);
      await sendAccountMail(
        app.ctx,
        site,
        { email: member.email, name: member.name ?? '', language: member.language },
        'mailChangeNotice',
        { params: { new_email: email } },
      );
      return { ok: true as const };
    },
  );

  routes.post('/api/staff/members/:id/sessions/end', memberAction, async (request) => {
    const member = await found(request.params.id);
    const ended = await audited(db, actorOf(request), now(), async (tx) => {
      const rows = await tx
        .delete(sessions)
        .where(eq(sessions.userId, member.id))
        .returning({ token: sessions.tokenHash });
      return {
        result: rows.length,
        audit: {
          action: 'member.sessions_ended',
          targetType: 'member',
          targetId: member.id,
          after: { sessions_ended: rows.length },
          reason: request.body.reason,
        },
      };
    });
    await app.realtime.sessionsEnded(member.id);
    return { ok: true as const, sessions_ended: ended };
  });

  routes.post(
    '/api/staff/members/:id/suspend',
    {
      schema: {
        params: StaffIdParamsSchema,
        body: StaffMemberSuspendBodySchema,
        response: { 200: StaffMemberActionResultSchema },
      },
      config: support,
    },
    async (request) => {
      const outcome = await suspendMember(
        app.ctx,
        { ...actorOf(request), realtime: app.realtime },
        request.params.id,
        request.body,
      );
      return { ok: true as const, sessions_ended: outcome.sessionsEnded, decision: outcome.reference };
    },
  );
}
