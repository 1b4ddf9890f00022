import {
  MonthlyCsvQuerySchema,
  RefundBodySchema,
  RefundResultSchema,
  ReviewBodySchema,
  StaffIdParamsSchema,
  StaffPaymentDetailSchema,
  StaffPaymentListSchema,
  StaffPaymentQuerySchema,
  StaffPaymentSchema,
} from '@amora/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { AppError } from '../../../lib/app-error.js';
import { actorOf, audited } from '../../staff/index.js';
import type { PaymentProvider } from '../providers/index.js';
import { findPayment, listPayments, monthlyCsv, paymentDetail } from './staff-payment-queries.js';
import { decideReview, refundPayment, type RefundRow } from './staff-refunds.js';

const finance = { staff: ['finance'] } as const;
const notFound = () => new AppError(404, 'not_found', 'errors.notFound');

const presentRefund = (r: RefundRow) => ({
  id: r.id,
  amount: r.amount,
  credits: r.credits,
  reason: r.reason,
  staff_id: r.staffId,
  created_at: r.createdAt.toISOString(),
});

/**
 * Finance's payment calls (docs/api/staff.md): search, one payment (an audited look at a member's
 * money), refunds, the review queue's decisions and the monthly CSV. Admin passes every guard.
 */
export async function staffPaymentRoutes(
  app: FastifyInstance,
  { provider }: { provider: PaymentProvider },
): Promise<void> {
  const { db } = app.ctx;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const now = () => app.ctx.clock.now();

  routes.get(
    '/api/staff/payments',
    {
      schema: { querystring: StaffPaymentQuerySchema, response: { 200: StaffPaymentListSchema } },
      config: finance,
    },
    async (request) => listPayments(db, request.query),
  );

  routes.get(
    '/api/staff/payments/monthly.csv',
    { schema: { querystring: MonthlyCsvQuerySchema }, config: finance },
    async (request, reply) => {
      const { month } = request.query;
      const { csv } = await audited(db, actorOf(request), now(), async (tx) => {
        const result = await monthlyCsv(tx, month);
        return {
          result,
          audit: {
            action: 'payment.exported',
            targetType: 'month',
            targetId: month,
            after: { rows: result.rows },
          },
        };
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="payments-${month}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  routes.get(
    '/api/staff/payments/:id',
    {
      schema: { params: StaffIdParamsSchema, response: { 200: StaffPaymentDetailSchema } },
      config: finance,
    },
    async (request) => {
      const { id } = request.params;
      return audited(db, actorOf(request), now(), async (tx) => {
        const detail = await paymentDetail(tx, id);
        if (!detail) throw notFound();
        return {
          result: detail,
          audit: { action: 'payment.viewed', targetType: 'payment', targetId: id },
        };
      });
    },
  );

  routes.post(
    '/api/staff/payments/:id/refunds',
    {
      schema: { params: StaffIdParamsSchema, body: RefundBodySchema, response: { 200: RefundResultSchema } },
      config: finance,
    },
    async (request) => {
      const { id } = request.params;
      const outcome = await refundPayment(db, provider, {
        paymentId: id,
        amount: request.body.amount,
        reason: request.body.reason,
        key: request.body.key,
        actor: actorOf(request),
        at: now(),
        log: request.log,
      });
      const payment = await findPayment(db, id);
      return { refund: presentRefund(outcome.refund), payment: payment!, replayed: outcome.replayed };
    },
  );

  routes.post(
    '/api/staff/payments/:id/review',
    {
      schema: {
        params: StaffIdParamsSchema,
        body: ReviewBodySchema,
        response: { 200: z.object({ payment: StaffPaymentSchema, replayed: z.boolean() }) },
      },
      config: finance,
    },
    async (request) => {
      const { id } = request.params;
      const { replayed } = await decideReview(db, provider, {
        paymentId: id,
        decision: request.body.decision,
        reason: request.body.reason,
        key: request.body.key,
        actor: actorOf(request),
        at: now(),
        log: request.log,
      });
      return { payment: (await findPayment(db, id))!, replayed };
    },
  );
}
