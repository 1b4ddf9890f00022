import { randomBytes } from 'node:crypto';
import { ComplaintBodySchema } from '@amora/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { complaints } from '../../db/schema.js';
import { DAY_MS, durableRule } from '../../core/rate-limiter.js';
import { sendAccountMail } from '../mail/index.js';
import { appealedDecision, reopenByAppeal } from '../moderation/index.js';

/** Complaints per client address and day, counted in the database (they are mailed). */
const COMPLAINTS = durableRule('complaint-ip', 10, DAY_MS);

/**
 * `POST /api/complaints.php`: stored for customer service and acknowledged by e-mail. An `appeal`
 * naming the complainant's own decision reopens its case in the same transaction.
 */
export async function complaintRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/complaints.php',
      { schema: { body: ComplaintBodySchema }, config: { rateLimit: { rule: COMPLAINTS, key: 'address' } } },
      async (request) => {
        const body = request.body;
        const reference = `C-${randomBytes(4).toString('hex').toUpperCase()}`;
        const appealed = body.category === 'appeal' ? body.decision_reference : undefined;
        await app.ctx.db.transaction(async (tx) => {
          const decision =
            appealed === undefined
              ? null
              : await appealedDecision(tx, request.site.id, appealed, {
                  userId: request.auth?.userId ?? null,
                  email: body.email,
                });
          const [complaint] = await tx
            .insert(complaints)
            .values({
              siteId: request.site.id,
              userId: request.auth?.userId ?? null,
              reference,
              name: body.name,
              email: body.email.trim(),
              category: body.category,
              profileId: body.profile_id ?? null,
              message: appealed === undefined ? body.message : `${appealed}\n\n${body.message}`,
              language: request.locale,
            })
            .returning({ id: complaints.id });
          if (decision)
            await reopenByAppeal(
              tx,
              decision,
              { id: complaint!.id, reference, ip: request.ip },
              app.ctx.clock.now(),
            );
        });
        await sendAccountMail(
          app.ctx,
          request.site,
          { email: body.email.trim(), name: body.name, language: request.locale },
          'complaint',
          {
            params: { reference },
            quote: body.message,
          },
        );
        return { ok: true as const, reference };
      },
    );
}
