import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  StaffCreateBodySchema,
  StaffCreatedSchema,
  StaffDisableByEmailBodySchema,
  StaffEmailBodySchema,
  StaffListSchema,
  StaffSummarySchema,
} from '@amora/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { tooManyRequests, instanceRule } from '../../core/rate-limiter.js';
import { createStaff, disableStaff, listStaff, resetStaffSetup } from './staff-accounts.js';
import { consoleOrigin } from './staff-admin-routes.js';

/** Where the generated token is kept when `STAFF_ADMIN_TOKEN` is not set (owner-only). */
export function staffAdminTokenFile(dataDir: string): string {
  return path.join(dataDir, 'staff-admin-token');
}

/**
 * The command line's token: `STAFF_ADMIN_TOKEN`, or one generated on first start under DATA_DIR.
 * Not the landers' token: that one is handed to marketing tools, this one creates admins.
 */
export async function staffAdminToken(
  dataDir: string,
  fromEnv = process.env.STAFF_ADMIN_TOKEN,
): Promise<string> {
  if (fromEnv) return fromEnv;
  const file = staffAdminTokenFile(dataDir);
  const stored = await readFile(file, 'utf8').then(
    (text) => text.trim(),
    () => '',
  );
  if (stored) return stored;
  const token = randomBytes(32).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${token}\n`, { mode: 0o600 });
  return token;
}

/** The token for `npm run staff`: the environment's, else the file the server wrote. */
export async function readStaffAdminToken(dataDir: string): Promise<string | null> {
  if (process.env.STAFF_ADMIN_TOKEN) return process.env.STAFF_ADMIN_TOKEN;
  return readFile(staffAdminTokenFile(dataDir), 'utf8').then(
    (text) => text.trim() || null,
    () => null,
  );
}

/** Wrong tokens per address and server instance before every call from it waits a while. */
const FAILURES = instanceRule('staff-cli-failure', 10, 10 * 60_000);
const TOKEN_MIN_LENGTH = 24;
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * `npm run staff` beside a running server on the embedded database (which one process opens at a
 * time): `/api/admin/staff`, a Bearer token, loopback callers only (it can create admins, so it
 * is never reachable from outside the machine), failures counted per address.
 */
export async function staffCliApiRoutes(app: FastifyInstance, options: { token: string }): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const limits = app.ctx.rateLimits;
  const expected = options.token.length >= TOKEN_MIN_LENGTH ? digest(options.token) : null;

  app.addHook('onRequest', async (request) => {
    if (!LOOPBACK.has(request.ip)) throw new AppError(404, 'not_found', 'errors.notFound');
    const wait = await limits.secondsUntil(FAILURES, request.ip);
    if (wait > 0) throw tooManyRequests().withRetryAfter(wait);
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (expected && given && timingSafeEqual(digest(given), expected)) return;
    await limits.take(FAILURES, request.ip);
    throw new AppError(401, 'authentication_required', 'errors.authenticationRequired');
  });

  const actor = (ip: string) => ({ staffId: null, ip });
  const now = () => app.ctx.clock.now();
  routes.get('/api/admin/staff', { schema: { response: { 200: StaffListSchema } } }, async () => ({
    staff: await listStaff(app.ctx.db),
  }));
  routes.post(
    '/api/admin/staff',
    { schema: { body: StaffCreateBodySchema, response: { 200: StaffCreatedSchema } } },
    async (request) =>
      createStaff(app.ctx.db, actor(request.ip), request.body, now(), consoleOrigin(request)),
  );
  routes.post(
    '/api/admin/staff/disable',
    { schema: { body: StaffDisableByEmailBodySchema, response: { 200: StaffSummarySchema } } },
    async (request) =>
      disableStaff(app.ctx.db, actor(request.ip), { email: request.body.email }, request.body.reason, now()),
  );
  routes.post(
    '/api/admin/staff/reset',
    { schema: { body: StaffEmailBodySchema, response: { 200: StaffCreatedSchema } } },
    async (request) =>
      resetStaffSetup(
        app.ctx.db,
        actor(request.ip),
        { email: request.body.email },
        now(),
        consoleOrigin(request),
      ),
  );
}
