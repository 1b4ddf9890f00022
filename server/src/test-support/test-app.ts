import path from 'node:path';
import os from 'node:os';
import { mkdtempSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import { openDatabase, type Database } from '../db/database.js';
import { seedDemoData } from '../seed/seed.js';

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
  const databaseUrl = config.databaseUrl ? await freshWorkerDatabase(config.databaseUrl) : null;
  const opened = await openDatabase({ databaseUrl, pgliteDir: null });
  // The app closes its database; a worker database goes with it, once its connections are gone.
  const database: Database = databaseUrl
    ? { ...opened, close: () => opened.close().then(() => dropWorkerDatabase(databaseUrl)) }
    : opened;
  await database.migrate();
  await seedDemoData({
    db: database.db,
    includeDemoMember: true,
    includeSecondDemoMember: options.secondDemoMember ?? false,
    memberCount: options.memberCount ?? 5,
    withPhotos: false,
    withCityPoints: false,
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

/**
 * A database of its own for this test process, beside the one DATABASE_URL names (which only
 * serves to create it): test files and developers running suites at the same time never drop
 * each other's tables. One per call, dropped when the app closes its database.
 */
let workerDatabases = 0;

async function freshWorkerDatabase(baseUrl: string): Promise<string> {
  const url = new URL(baseUrl);
  workerDatabases += 1;
  const name = `${url.pathname.slice(1) || 'postgres'}_w${process.pid}_${workerDatabases}`;
  await adminQuery(baseUrl, `drop database if exists "${name}" with (force)`);
  await adminQuery(baseUrl, `create database "${name}"`);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropWorkerDatabase(workerUrl: string): Promise<void> {
  const url = new URL(workerUrl);
  const name = url.pathname.slice(1);
  url.pathname = `/${name.replace(/_w\d+_\d+$/, '')}`;
  // The pool's connections may still be saying goodbye: wait for them rather than kill them
  // (a killed connection surfaces as an unhandled error in whichever test runs next).
  for (let attempt = 0; ; attempt += 1) {
    try {
      await adminQuery(url.toString(), `drop database if exists "${name}"`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
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
