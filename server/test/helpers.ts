import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loginAttempts, sessions, sites, users } from '../src/db/schema.js';
import { hashPassword } from '../src/core/password.js';
import { CLIENT_HEADERS, cookieHeader, type TestApp } from '../src/test-support/test-app.js';
import { normalizeEmail } from '../src/core/email.js';

export const DEMO = { email: 'demo@amora.test', password: 'amora-demo' } as const;
export const AUTH_COOKIE = 'auth._token';

export interface LoginOptions {
  email?: string;
  password?: string;
  /** Extra request headers (host, cookie, …). */
  headers?: Record<string, string>;
  /** The caller's address, so throttling in one test does not leak into another. */
  remoteAddress?: string;
}

export function login(app: FastifyInstance, options: LoginOptions = {}): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/user.php',
    headers: { ...CLIENT_HEADERS, ...options.headers },
    payload: { email: options.email ?? DEMO.email, password: options.password ?? DEMO.password },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

/** Logs in (the demo member by default) and returns the `Cookie` header for the new session. */
export async function loginCookie(app: FastifyInstance, options: LoginOptions = {}): Promise<string> {
  const response = await login(app, options);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return cookieHeader(response.headers['set-cookie']);
}

export function getUser(
  app: FastifyInstance,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: '/api/user.php', headers });
}

export interface ParsedCookie {
  name: string;
  value: string;
  /** Attribute names lower-cased; flags map to true. */
  attributes: Record<string, string | true>;
}

/** The Set-Cookie headers of a response, parsed. */
export function setCookies(response: LightMyRequestResponse): ParsedCookie[] {
  const raw = response.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((line) => {
    const [pair = '', ...parts] = line.split(';').map((p) => p.trim());
    const eq = pair.indexOf('=');
    const attributes: Record<string, string | true> = {};
    for (const part of parts) {
      const i = part.indexOf('=');
      if (i === -1) attributes[part.toLowerCase()] = true;
      else attributes[part.slice(0, i).toLowerCase()] = part.slice(i + 1);
    }
    return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attributes };
  });
}

/** Gives a seeded member a known password (seeded members get a random one). */
export async function setPassword(t: TestApp, email: string, password: string): Promise<void> {
  await t.database.db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.emailNormalized, normalizeEmail(email)));
}

/** The e-mail of a seeded member of the default site other than the demo member. */
export async function otherMemberEmail(t: TestApp): Promise<string> {
  const rows = await t.database.db
    .select({ email: users.email })
    .from(users)
    .innerJoin(sites, eq(sites.id, users.siteId))
    .where(eq(sites.domain, 'amora.test'))
    .orderBy(users.id);
  const row = rows.find((r) => r.email !== DEMO.email);
  if (!row) throw new Error('no other seeded member on the default site');
  return row.email;
}

export async function sessionCount(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(sessions);
  return Number(row?.n ?? 0);
}

export async function loginAttemptCount(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(loginAttempts);
  return Number(row?.n ?? 0);
}
