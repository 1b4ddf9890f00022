import type { LanderVariantInput } from '@amora/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { landerVariants } from '../src/db/schema.js';
import type { TestApp } from '../src/test-support/test-app.js';

/** The admin token the lander test files run with (read by the app at start). */
export const ADMIN_TOKEN = 'test-landers-admin-token-0123456789';
process.env.LANDERS_ADMIN_TOKEN = ADMIN_TOKEN;

let addresses = 0;
/** A fresh client address per call, so the view limit of one test does not reach the next. */
export function address(): string {
  addresses += 1;
  return `10.14.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

/** A variant row straight into the table (the admin API has its own tests). */
export async function addVariant(
  t: TestApp,
  values: Partial<typeof landerVariants.$inferInsert> & { key: string; family: string },
) {
  const [row] = await t.database.db
    .insert(landerVariants)
    .values({ status: 'live', weight: 100, ...values })
    .returning();
  return row!;
}

export interface LanderGet {
  cookie?: string;
  host?: string;
  language?: string;
}

export function getLander(
  app: FastifyInstance,
  query: string,
  options: LanderGet = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: `/api/lander.php${query}`,
    headers: {
      'x-request-type': 'client',
      host: options.host ?? 'amora.test',
      cookie: [options.language ? `i18n_redirected=${options.language}` : '', options.cookie ?? '']
        .filter(Boolean)
        .join('; '),
    },
    remoteAddress: address(),
  });
}

/** `amora_lv=…` of a lander answer, for the visitor's next request. */
export function visitorCookie(response: LightMyRequestResponse): string {
  const raw = response.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const found = list.find((line) => line.startsWith('amora_lv='));
  if (!found) throw new Error('no visitor cookie');
  return found.split(';')[0]!;
}

export function admin(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
  options: { token?: string | null; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  const token = options.token === undefined ? ADMIN_TOKEN : options.token;
  return app.inject({
    method,
    url,
    headers: {
      'x-request-type': 'client',
      host: 'amora.test',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: payload as object }),
    remoteAddress: options.remoteAddress ?? address(),
  });
}

export function aVariant(overrides: Partial<LanderVariantInput> = {}): LanderVariantInput {
  return {
    key: 'video-spring',
    family: 'video',
    weight: 100,
    headline: 'Meet someone tonight',
    ...overrides,
  };
}
