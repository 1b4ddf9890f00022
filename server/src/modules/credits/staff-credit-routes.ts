import {
  CreditAdjustmentBodySchema,
  CreditAdjustmentResultSchema,
  StaffIdParamsSchema,
} from '@amora/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { actorOf, writeStaffAudit } from '../staff/index.js';
import { IdempotencyConflictError, move, UnknownMemberError } from './ledger.js';

/**
 * `POST /api/staff/members/{id}/credits` (docs/api/staff.md): finance's manual adjustment, ledger
 * kind `adjustment`, with the reason in the audit row of the same transaction. Positive adds (and
 * pays off debt first, as any grant); negative takes, never below the balance. The form's key makes
 * a retry or double click one adjustment; a replay writes no second audit row, as nothing changed.
 */
export async function staffCreditRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/staff/members/:id/credits',
    {
      schema: {
        params: StaffIdParamsSchema,
        body: CreditAdjustmentBodySchema,
        response: { 200: CreditAdjustmentResultSchema },
      },
      config: { staff: ['finance'] },
    },
    async (request) => {
      const memberId = request.params.id;
      const { amount, reason, key } = request.body;
      const actor = actorOf(request);
      try {
        return await db.transaction(async (tx) => {
          const result = await move(tx, amount > 0 ? 'grant' : 'spend', {
            memberId,
            amount: Math.abs(amount),
            kind: 'adjustment',
            reference: `adjustment:staff:${actor.staffId}`,
            idempotencyKey: `adjustment:${memberId}:${key}`,
          });
          if (!result.replayed)
            await writeStaffAudit(
              tx,
              actor,
              {
                action: 'member.credits_adjusted',
                targetType: 'member',
                targetId: memberId,
                after: { amount, balance: result.balanceAfter, entry: result.entryId },
                reason,
              },
              app.ctx.clock.now(),
            );
          return {
            member_id: memberId,
            amount: result.amount,
            balance: result.balanceAfter,
            replayed: result.replayed,
          };
        });
      } catch (error) {
        if (error instanceof UnknownMemberError) throw new AppError(404, 'not_found', 'errors.notFound');
        if (error instanceof IdempotencyConflictError)
          throw new AppError(409, 'request_key_reused', 'errors.requestKeyReused');
        throw error;
      }
    },
  );
}
