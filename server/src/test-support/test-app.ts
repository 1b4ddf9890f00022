import path from 'node:path';
import os from 'node:os';
import { mkdtempSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
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
 * PostgreSQL of DATABASE_URL (CI), whose public schema is dropped and re-migrated first. Seeded with
 * the demo sites, the demo member and a few members (no photos: tests do not look at them).
 */
export async function createTestApp(
  options: { memberCount?: number; serveStatic?: boolean; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'amora-test-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    ...options.env,
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: null });
  if (database.kind === 'postgres') {
    await database.db.execute('drop schema if exists public cascade');
    await database.db.execute('drop schema if exists drizzle cascade');
    await database.db.execute('create schema public');
  }
  await database.migrate();
  await seedDemoData({
    db: database.db,
    includeDemoMember: true,
    memberCount: options.memberCount ?? 5,
    withPhotos: false,
  });
  const app = await buildApp({
    config: { ...config, seedDemoMember: true },
    database,
    serveStatic: options.serveStatic ?? false,
  });
  await app.ready();
  return { app, database, config };
}

export const CLIENT_HEADERS = { 'x-request-type': 'client', 'content-type': 'application/json' } as const;

/** The `name=value` pairs of a response's Set-Cookie headers, for the next request. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}
