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
import { changePassword, requestPasswordReset, resetPassword } from './password-service.js';

/** Password reset and change, e-mail address change. */
export async function passwordRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  routes.post('/api/reset-password.php', { schema: { body: EmailBodySchema } }, async (request) => {
    await requestPasswordReset(app.ctx, request, request.body.email);
    return { ok: true as const };
  });

  routes.post(
    '/api/reset-password-do.php',
    { schema: { body: ResetPasswordDoBodySchema } },
    async (request) => {
      await resetPassword(app.ctx, request.body);
      return { ok: true as const };
    },
  );

  routes.post('/api/password.php', { schema: { body: ChangePasswordBodySchema } }, async (request) => {
    await changePassword(app.ctx, request, request.body);
    return { ok: true as const };
  });

  routes.post('/api/mail-change.php', { schema: { body: ChangeEmailBodySchema } }, async (request) => {
    await requestMailChange(app.ctx, request, request.body);
    return { ok: true as const };
  });

  routes.post('/api/mail-change-do.php', { schema: { body: TokenBodySchema } }, async (request) => {
    return { user: await confirmMailChange(app.ctx, request, request.body.token) };
  });
}
