import {
  PaymentStateSchema,
  TransactionsOrPaymentQuerySchema,
  TransactionsResponseSchema,
  type PaymentState,
} from '@amora/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { AppError } from '../../lib/app-error.js';
import { statement } from './statement.js';

export interface CreditRoutesOptions {
  /**
   * The `?id=` form: one of the member's payments (modules/payments registers this plugin with it,
   * so credits need not know payments).
   */
  paymentState?: (memberId: number, paymentId: number) => Promise<PaymentState>;
}

/**
 * `GET /api/transactions.php`: the member's own statement (docs/api/credits.md), or with `?id=` one
 * payment's state for the result page (docs/api/payments.md). The member id comes from the session
 * only, so no member can read another's ledger or payment.
 */
export async function creditRoutes(app: FastifyInstance, options: CreditRoutesOptions = {}): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/transactions.php',
    {
      schema: {
        querystring: TransactionsOrPaymentQuerySchema,
        response: { 200: z.union([TransactionsResponseSchema, PaymentStateSchema]) },
      },
      config: { auth: 'member' },
    },
    async (request) => {
      const { id, before } = request.query;
      if (id === undefined) return statement(app.ctx.db, request.member.userId, before);
      if (!options.paymentState) throw new AppError(404, 'not_found', 'errors.notFound');
      return options.paymentState(request.member.userId, id);
    },
  );
}
