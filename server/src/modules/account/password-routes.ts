import {
  ChangeEmailBodySchema,
  ChangePasswordBodySchema,
  EmailBodySchema,
  ResetPasswordDoBodySchema,
  TokenBodySchema,
} from '@amora/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { confirmMailChange, requestMailChange } from './mail-change-service.js';
import {
  changePassword,
  checkPasswordResetToken,
  requestPasswordReset,
  resetPassword,
} from './password-service.js';

/** Password reset and change, e-mail address change. */
export async function passwordRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post('/api/reset-password.php', { schema: { body: EmailBodySchema } }, async (request) => {
    await requestPasswordReset(app.ctx, request.site, request.ip, request.body.email);
    return { ok: true as const };
  });

  // A POST, so the token stays out of access logs; the answer only tells whether the link still works.
  routes.post('/api/reset-password-check.php', { schema: { body: TokenBodySchema } }, async (request) => {
    await checkPasswordResetToken(app.ctx, request.body.token);
    return { ok: true as const };
  });

  routes.post(
    '/api/reset-password-do.php',
    { schema: { body: ResetPasswordDoBodySchema } },
    async (request) => {
      await app.realtime.sessionsEnded(await resetPassword(app.ctx, request.body));
      return { ok: true as const };
    },
  );

  routes.post(
    '/api/password.php',
    { schema: { body: ChangePasswordBodySchema }, config: { auth: 'member' } },
    async (request) => {
      await changePassword(app.ctx, request.member, request.ip, request.body);
      await app.realtime.sessionsEnded(request.member.userId);
      return { ok: true as const };
    },
  );

  routes.post(
    '/api/mail-change.php',
    { schema: { body: ChangeEmailBodySchema }, config: { auth: 'member' } },
    async (request) => {
      await requestMailChange(app.ctx, request.site, request.member.userId, request.ip, request.body);
      return { ok: true as const };
    },
  );

  // The link's token authorises this; a session only decides whether the answer carries the user.
  routes.post('/api/mail-change-do.php', { schema: { body: TokenBodySchema } }, async (request) => {
    const callerId = request.auth?.userId ?? null;
    return { user: await confirmMailChange(app.ctx, request.site, callerId, request.body.token) };
  });
}
