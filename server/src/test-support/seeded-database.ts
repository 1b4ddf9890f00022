import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../db/database.js';
import { seedDemoData } from '../seed/seed.js';

/** What the seed of a test app varies by; the rest of it is the same for every test app. */
export interface TestSeed {
  memberCount: number;
  secondDemoMember: boolean;
}

/**
 * A migrated, seeded database for one test app. Building one from nothing (initdb, every
 * migration, the seed) costs seconds, paid by every test file: the first app of a test run with a
 * given seed builds it once and keeps a copy, and every later app starts from that copy. On
 * PGlite the copy is a dump of the data directory in AMORA_TEST_SNAPSHOTS; on PostgreSQL it is a
 * template database, cloned by `create database … template`. The Jest global setup names the
 * run (`test/global-setup.cjs`) and its teardown removes the copies; outside such a run every
 * app builds its own database, as before.
 */
export interface SeededDatabase {
  database: Database;
  /** The PostgreSQL database of this app alone (null on PGlite). */
  databaseUrl: string | null;
}

export async function openSeededDatabase(
  databaseUrl: string | null,
  seed: TestSeed,
): Promise<SeededDatabase> {
  const key = `m${seed.memberCount}${seed.secondDemoMember ? 'd2' : ''}`;
  if (databaseUrl) return openSeededPostgres(databaseUrl, seed, key);
  const folder = process.env.AMORA_TEST_SNAPSHOTS;
  const file = folder ? path.join(folder, `${key}.tar`) : null;
  if (file && existsSync(file)) {
    const snapshot = new Blob([readFileSync(file)]);
    return {
      database: await openDatabase({ databaseUrl: null, pgliteDir: null, pgliteSnapshot: snapshot }),
      databaseUrl,
    };
  }
  const database = await buildSeeded({ databaseUrl: null }, seed);
  if (file && database.snapshot) {
    const dump = Buffer.from(await (await database.snapshot()).arrayBuffer());
    // Written aside and renamed: a worker reading at the same time sees the whole file or none.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, dump);
    renameSync(partial, file);
  }
  return { database, databaseUrl };
}

async function buildSeeded(target: { databaseUrl: string | null }, seed: TestSeed): Promise<Database> {
  const database = await openDatabase({ databaseUrl: target.databaseUrl, pgliteDir: null });
  await database.migrate();
  await seedDemoData({
    db: database.db,
    includeDemoMember: true,
    includeSecondDemoMember: seed.secondDemoMember,
    memberCount: seed.memberCount,
    withPhotos: false,
    withCityPoints: false,
  });
  return database;
}

/**
 * A database of its own for this test process, beside the one DATABASE_URL names (which only
 * serves to create it): test files and developers running suites at the same time never drop
 * each other's tables. One per call, dropped when the app closes its database.
 */
let workerDatabases = 0;

async function openSeededPostgres(baseUrl: string, seed: TestSeed, key: string): Promise<SeededDatabase> {
  const url = new URL(baseUrl);
  const base = url.pathname.slice(1) || 'postgres';
  workerDatabases += 1;
  const name = `${base}_w${process.pid}_${workerDatabases}`;
  url.pathname = `/${name}`;
  const workerUrl = url.toString();
  const run = process.env.AMORA_TEST_RUN;
  await adminQuery(baseUrl, `drop database if exists "${name}" with (force)`);
  if (run) {
    const template = await ensureTemplate(baseUrl, `${base}_t${run}_${key}`, seed);
    await withRetryWhileInUse(() => adminQuery(baseUrl, `create database "${name}" template "${template}"`));
    const opened = await openDatabase({ databaseUrl: workerUrl, pgliteDir: null });
    const database = { ...opened, close: () => opened.close().then(() => dropWorkerDatabase(workerUrl)) };
    return { database, databaseUrl: workerUrl };
  }
  await adminQuery(baseUrl, `create database "${name}"`);
  const built = await buildSeeded({ databaseUrl: workerUrl }, seed);
  const database = { ...built, close: () => built.close().then(() => dropWorkerDatabase(workerUrl)) };
  return { database, databaseUrl: workerUrl };
}

/** The run's template for this seed, built by whichever worker asks first (an advisory lock). */
async function ensureTemplate(baseUrl: string, template: string, seed: TestSeed): Promise<string> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [template]);
    const found = await client.query('select 1 from pg_database where datname = $1', [template]);
    if (found.rowCount === 0) {
      // Built under a scratch name and renamed when complete: a crash never leaves a half template.
      const scratch = `${template}_building`;
      await client.query(`drop database if exists "${scratch}" with (force)`);
      await client.query(`create database "${scratch}"`);
      const url = new URL(baseUrl);
      url.pathname = `/${scratch}`;
      const built = await buildSeeded({ databaseUrl: url.toString() }, seed);
      await built.close();
      await withRetryWhileInUse(() => client.query(`alter database "${scratch}" rename to "${template}"`));
    }
    return template;
  } finally {
    await client.end();
  }
}

async function dropWorkerDatabase(workerUrl: string): Promise<void> {
  const url = new URL(workerUrl);
  const name = url.pathname.slice(1);
  url.pathname = `/${name.replace(/_w\d+_\d+$/, '')}`;
  // The pool's connections may still be saying goodbye: wait for them rather than kill them
  // (a killed connection surfaces as an unhandled error in whichever test runs next).
  await withRetryWhileInUse(() => adminQuery(url.toString(), `drop database if exists "${name}"`));
}

/** Retries while PostgreSQL answers 55006 (the database is in use by another session). */
async function withRetryWhileInUse<T>(action: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await action();
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
