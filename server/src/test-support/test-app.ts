import path from 'node:path';
import os from 'node:os';
import { mkdtempSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { openSeededDatabase } from './seeded-database.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
}

/**
 * A real app on a real database: a fresh in-memory PGlite per test file by default, or the
 * PostgreSQL of DATABASE_URL (CI), in a database of this test process's own, migrated first. Seeded with
 * the demo sites, the demo member and a few members (no photos: tests do not look at them).
 */
export async function createTestApp(
  options: {
    memberCount?: number;
    serveStatic?: boolean;
    env?: Record<string, string>;
    /** The second demo member and their conversation with the demo member (off: most tests count members). */
    secondDemoMember?: boolean;
    /** How pushes reach a local push service (test/push-service.ts). */
    push?: BuildAppOptions['push'];
    /** Collects the app's log lines (with `env: { LOG_LEVEL }` low enough to see them). */
    logStream?: BuildAppOptions['logStream'];
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'amora-test-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    ...options.env,
  });
  const { database, databaseUrl } = await openSeededDatabase(config.databaseUrl, {
    memberCount: options.memberCount ?? 5,
    secondDemoMember: options.secondDemoMember ?? false,
  });
  const app = await buildApp({
    config: { ...config, seedDemoMember: true },
    database,
    serveStatic: options.serveStatic ?? false,
    ...(options.push ? { push: options.push } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  await app.ready();
  return { app, database, config: { ...config, databaseUrl } };
}

export const CLIENT_HEADERS = { 'x-request-type': 'client', 'content-type': 'application/json' } as const;

/** The `name=value` pairs of a response's Set-Cookie headers, for the next request. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

/**
 * What a test app with NODE_ENV=production needs to start on the sandbox provider: production
 * refuses the sandbox unless a staging site asks for it, with a webhook secret of its own.
 */
export const STAGING_ENV = {
  ALLOW_SANDBOX_IN_PRODUCTION: '1',
  SANDBOX_WEBHOOK_SECRET: 'a-staging-webhook-secret-0123456789',
} as const;
