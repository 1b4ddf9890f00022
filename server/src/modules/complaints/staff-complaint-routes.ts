import {
  ComplaintAnswerBodySchema,
  ComplaintCloseBodySchema,
  StaffComplaintListSchema,
  StaffComplaintQuerySchema,
  StaffComplaintSchema,
  StaffIdParamsSchema,
  type ComplaintStatus,
  type StaffComplaint,
} from '@amora/contracts';
import { and, asc, desc, eq, gt, lt, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.js';
import { complaints, sites } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { idCursor } from '../../lib/id-cursor.js';
import { sendAccountMail } from '../mail/index.js';
import { actorOf, audited, type StaffTx } from '../staff/index.js';

type ComplaintRow = typeof complaints.$inferSelect;

const PAGE = 50;
const support = { staff: ['support'] } as const;

function present(row: ComplaintRow): StaffComplaint {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status as ComplaintStatus,
    category: row.category,
    name: row.name,
    email: row.email,
    member_id: row.userId,
    profile_id: row.profileId,
    message: row.message,
    language: row.language,
    answer: row.answer,
    answered_at: row.answeredAt?.toISOString() ?? null,
    closed_at: row.closedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Open complaints are a queue (oldest first); any other view is newest first. */
async function listComplaints(
  db: Db,
  query: { status?: ComplaintStatus; cursor?: string },
): Promise<{ complaints: StaffComplaint[]; next_cursor: string | null }> {
  const oldestFirst = query.status === 'open';
  const after = idCursor(query.cursor);
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(complaints.status, query.status));
  if (after !== undefined) filters.push(oldestFirst ? gt(complaints.id, after) : lt(complaints.id, after));
  const rows = await db
    .select()
    .from(complaints)
    .where(and(...filters))
    .orderBy(oldestFirst ? asc(complaints.id) : desc(complaints.id))
    .limit(PAGE + 1);
  const page = rows.slice(0, PAGE);
  return {
    complaints: page.map(present),
    next_cursor: rows.length > PAGE ? String(page.at(-1)!.id) : null,
  };
}

const notFound = () => new AppError(404, 'not_found', 'errors.notFound');
const closed = () => new AppError(409, 'complaint_closed', 'errors.complaintClosed');

async function lockComplaint(tx: StaffTx, id: number): Promise<ComplaintRow> {
  const [row] = await tx.select().from(complaints).where(eq(complaints.id, id)).for('update');
  if (!row) throw notFound();
  if (row.status === 'closed') throw closed();
  return row;
}

/**
 * Customer service's complaints (docs/api/staff.md): list, read (an audited look at private
 * data), answer (e-mailed to the complainant in the complaint's language) and close.
 */
export async function staffComplaintRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const now = () => app.ctx.clock.now();

  routes.get(
    '/api/staff/complaints',
    {
      schema: { querystring: StaffComplaintQuerySchema, response: { 200: StaffComplaintListSchema } },
      config: support,
    },
    async (request) => listComplaints(db, request.query),
  );

  routes.get(
    '/api/staff/complaints/:id',
    {
      schema: { params: StaffIdParamsSchema, response: { 200: StaffComplaintSchema } },
      config: support,
    },
    async (request) => {
      const { id } = request.params;
      return audited(db, actorOf(request), now(), async (tx) => {
        const [row] = await tx.select().from(complaints).where(eq(complaints.id, id));
        if (!row) throw notFound();
        return {
          result: present(row),
          audit: { action: 'complaint.viewed', targetType: 'complaint', targetId: id },
        };
      });
    },
  );

  routes.post(
    '/api/staff/complaints/:id/answer',
    {
      schema: {
        params: StaffIdParamsSchema,
        body: ComplaintAnswerBodySchema,
        response: { 200: StaffComplaintSchema },
      },
      config: support,
    },
    async (request) => {
      const { id } = request.params;
      const at = now();
      const { answer } = request.body;
      const row = await audited(db, actorOf(request), at, async (tx) => {
        const before = await lockComplaint(tx, id);
        const [after] = await tx
          .update(complaints)
          .set({ status: 'answered', answer, answeredAt: at, answeredBy: request.staff.staffId })
          .where(eq(complaints.id, id))
          .returning();
        return {
          result: after!,
          audit: {
            action: 'complaint.answered',
            targetType: 'complaint',
            targetId: id,
            before: { status: before.status, answer: before.answer },
            after: { status: 'answered', answer },
          },
        };
      });
      // After the commit: a failed delivery is logged, the answer stays on record.
      const [site] = await db.select({ domain: sites.domain }).from(sites).where(eq(sites.id, row.siteId));
      await sendAccountMail(
        app.ctx,
        await app.ctx.sites.resolve(site?.domain),
        { email: row.email, name: row.name, language: row.language },
        'complaintAnswer',
        { params: { reference: row.reference }, quote: answer, replyToSupport: true },
      );
      return present(row);
    },
  );

  routes.post(
    '/api/staff/complaints/:id/close',
    {
      schema: {
        params: StaffIdParamsSchema,
        body: ComplaintCloseBodySchema,
        response: { 200: StaffComplaintSchema },
      },
      config: support,
    },
    async (request) => {
      const { id } = request.params;
      const at = now();
      const { reason } = request.body;
      return audited(db, actorOf(request), at, async (tx) => {
        const before = await lockComplaint(tx, id);
        const [after] = await tx
          .update(complaints)
          .set({ status: 'closed', closedAt: at, closedBy: request.staff.staffId, closeReason: reason })
          .where(eq(complaints.id, id))
          .returning();
        return {
          result: present(after!),
          audit: {
            action: 'complaint.closed',
            targetType: 'complaint',
            targetId: id,
            before: { status: before.status },
            after: { status: 'closed' },
            reason,
          },
        };
      });
    },
  );
}
