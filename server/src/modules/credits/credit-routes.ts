import { TransactionsQuerySchema, TransactionsResponseSchema } from '@amora/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { statement } from './statement.js';

/**
 * `GET /api/transactions.php`: the member's own statement (docs/api/credits.md). The member id
 * comes from the session only, so no member can read another's ledger.
 * The `?id=` form (one payment's state for the result page) arrives with modules/payments.
 */
export async function creditRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/transactions.php',
    {
      schema: { querystring: TransactionsQuerySchema, response: { 200: TransactionsResponseSchema } },
      config: { auth: 'member' },
    },
    async (request) => statement(app.ctx.db, request.member.userId, request.query.before),
  );
}
