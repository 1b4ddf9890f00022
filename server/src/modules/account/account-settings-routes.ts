import {
  AccountSettingsUpdateSchema,
  DeleteAccountBodySchema,
  EmailBodySchema,
  TokenQuerySchema,
} from '@amora/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clearSessionCookie } from '../../plugins/session.js';
import { getAccountSettings, updateAccountSettings } from './account-settings-service.js';
import { deleteAccount, reactivate, requestReactivation } from './deletion-service.js';

/** Settings (notifications, invisible and privacy mode), deletion and reactivation. */
export async function accountSettingsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const member = { auth: 'member' } as const;

  routes.get('/api/account-settings.php', { config: member }, async (request) => ({
    settings: await getAccountSettings(app.ctx, request.member.userId),
  }));

  routes.put(
    '/api/account-settings.php',
    { schema: { body: AccountSettingsUpdateSchema }, config: member },
    async (request) => ({
      settings: await updateAccountSettings(app.ctx, request.member.userId, request.body),
    }),
  );

  routes.post(
    '/api/account-delete.php',
    { schema: { body: DeleteAccountBodySchema }, config: member },
    async (request, reply) => {
      const { userId } = request.member;
      const { partnerUrl } = await deleteAccount(app.ctx, request.site, userId, request.ip, request.body);
      await app.realtime.sessionsEnded(userId);
      clearSessionCookie(reply, request);
      return { ok: true as const, partner_url: partnerUrl };
    },
  );

  routes.post('/api/reactivate.php', { schema: { body: EmailBodySchema } }, async (request) => {
    await requestReactivation(app.ctx, request.site, request.ip, request.body.email);
    return { ok: true as const };
  });

  // The link in the reactivation e-mail (a navigation; the single-use token authorises it).
  routes.get('/api/reactivate.php', { schema: { querystring: TokenQuerySchema } }, async (request, reply) => {
    const outcome = await reactivate(app.ctx, request.query.token);
    return reply.redirect(outcome === 'done' ? '/login?reactivated=1' : `/activate/error?reason=${outcome}`);
  });
}
