#!/usr/bin/env node
// The credit ledger (modules/credits, ADR 0013), beside a bare balance UPDATE in the same run:
//   node bench/ledger-bench.mjs        (PGlite in memory)
//   BENCH_DATABASE_URL=postgres://…/amora_bench node bench/ledger-bench.mjs   (PostgreSQL)
// With BENCH_DATABASE_URL it works in a sibling database `<name>_ledger` (created when missing and
// wiped by the property run), never in the search benchmark's data.
//  1. Concurrent `spend` of 1 credit per transaction, BENCH_LEDGER_WORKERS workers (default 10) for
//     BENCH_LEDGER_SECONDS (default 5) each: all on one member (every call queues on its row
//     lock), and spread over 200 members; then on one member as the spend's own statement (no
//     transaction around it), with and without caps. Baseline: the bare `UPDATE users SET credits = credits - 1
//     WHERE id = $1 AND credits >= 1` (one autocommit statement, the guard trigger switched off for
//     that session), same workers, same members.
//  2. The property run: BENCH_LEDGER_HISTORIES generated concurrent histories (default 2,000) of
//     grants, spends, refunds and reversals with replayed keys, checked after each
//     (server/test/credits-ledger-property.test.ts run through Jest with that count), and
//     BENCH_LEDGER_WEBHOOK_HISTORIES (default 1,000) payment histories: purchases settled by
//     duplicated, late and out-of-order webhooks, refunds and chargebacks, beside spends.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBuilt, serverModule } from './generate-profiles.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const serverRequire = createRequire(path.join(root, 'server', 'package.json'));
const pg = serverRequire('pg');
const { sql, inArray } = await import(serverRequire.resolve('drizzle-orm'));

const WORKERS = Number(process.env.BENCH_LEDGER_WORKERS ?? 10);
const SECONDS = Number(process.env.BENCH_LEDGER_SECONDS ?? 5);
const HISTORIES = Number(process.env.BENCH_LEDGER_HISTORIES ?? 2_000);
const WEBHOOK_HISTORIES = Number(process.env.BENCH_LEDGER_WEBHOOK_HISTORIES ?? 1_000);
const MANY = 200;

/** `postgres://…/amora_bench` → a created `postgres://…/amora_bench_ledger`. */
export async function siblingDatabase(url) {
  const parsed = new URL(url);
  const name = `${parsed.pathname.slice(1) || 'postgres'}_ledger`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database "${name.replaceAll('"', '')}"`);
  } catch (error) {
    if (error.code !== '42P04') throw error; // already exists
  } finally {
    await admin.end();
  }
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function prepare(databaseUrl) {
  const { openDatabase } = await serverModule('db/database.js');
  const { isDatabaseEmpty, seedDemoData } = await serverModule('seed/seed.js');
  const schema = await serverModule('db/schema.js');
  const credits = await serverModule('modules/credits/index.js');
  const database = await openDatabase({ databaseUrl, pgliteDir: null });
  await database.migrate();
  if (await isDatabaseEmpty(database.db)) {
    await seedDemoData({ db: database.db, includeDemoMember: false, memberCount: 1, withPhotos: false });
  }
  return { database, schema, credits };
}

let serial = 0;
async function newMembers({ database, schema }, count) {
  const [site] = await database.db.select({ id: schema.sites.id }).from(schema.sites).limit(1);
  const stamp = `${process.pid}.${Date.now()}`;
  const rows = await database.db
    .insert(schema.users)
    .values(
      Array.from({ length: count }, () => {
        serial += 1;
        const email = `ledger-bench.${stamp}.${serial}@example.com`;
        return { siteId: site.id, email, emailNormalized: email, passwordHash: 'x', language: 'en' };
      }),
    )
    .returning({ id: schema.users.id });
  return rows.map((r) => r.id);
}

/** `work(i)` from WORKERS workers for SECONDS; answers calls per second. */
async function throughput(work) {
  const deadline = Date.now() + SECONDS * 1000;
  let done = 0;
  const start = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (Date.now() < deadline) {
        await work(done);
        done += 1;
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  return { perSecond: done / seconds, calls: done };
}

async function measureThroughput(ctx, databaseUrl) {
  const { database, credits } = ctx;
  const [one, capped] = await newMembers(ctx, 2);
  const many = await newMembers(ctx, MANY);
  const plenty = 1_000_000_000;
  // Caps the bench never reaches: every spend of this member is checked against both.
  await database.db
    .insert(ctx.schema.spendingControls)
    .values({ userId: capped, dailyCap: plenty, monthlyCap: plenty });
  for (const id of [one, capped, ...many]) {
    await credits.grant(database.db, {
      memberId: id,
      amount: plenty,
      kind: 'bonus',
      reference: 'bench',
      idempotencyKey: `bench:${id}:grant`,
    });
  }
  const spendOf = (tx, pick, i) =>
    credits.spend(tx, {
      memberId: pick(i),
      amount: 1,
      kind: 'message',
      reference: `bench:${i}`,
      idempotencyKey: `bench:${process.pid}:${Date.now()}:${i}:${Math.random()}`,
    });
  // In a transaction of its own (begin, the spend, commit), as a caller that writes more beside it.
  const spendOn = (pick) => (i) => database.db.transaction((tx) => spendOf(tx, pick, i));
  // The database itself as the transaction: the spend's one statement, autocommitted, as a chat
  // message's debit is written (in the message's own statement).
  const spendAlone = (pick) => (i) => spendOf(database.db, pick, i);

  // The bare UPDATE runs with the users guard trigger off for its own session(s) only.
  let bare;
  let closeBare = async () => {};
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: WORKERS,
      options: '-c session_replication_role=replica',
    });
    bare = (id) => pool.query('update users set credits = credits - 1 where id = $1 and credits >= 1', [id]);
    closeBare = () => pool.end();
  } else {
    bare = (id) =>
      database.db.execute(sql`update users set credits = credits - 1 where id = ${id} and credits >= 1`);
  }
  const withBare = async (run) => {
    if (database.kind === 'pglite') await database.db.execute(sql`set session_replication_role = 'replica'`);
    try {
      return await run();
    } finally {
      if (database.kind === 'pglite') await database.db.execute(sql`set session_replication_role = 'origin'`);
    }
  };

  const result = {
    ledgerOne: await throughput(spendOn(() => one)),
    // Before the bare UPDATE, which leaves this member's balance off their ledger.
    statementOne: await throughput(spendAlone(() => one)),
    bareOne: await withBare(() => throughput(() => bare(one))),
    ledgerCapped: await throughput(spendOn(() => capped)),
    statementCapped: await throughput(spendAlone(() => capped)),
    ledgerMany: await throughput(spendOn((i) => many[i % MANY])),
    bareMany: await withBare(() => throughput((i) => bare(many[i % MANY]))),
  };
  await closeBare();
  // The bare UPDATEs left these balances off their ledgers: remove the bench members (their rows go along).
  await database.db.delete(ctx.schema.users).where(inArray(ctx.schema.users.id, [one, capped, ...many]));
  return result;
}

function propertyRun(databaseUrl) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ledger-bench-'));
  const report = path.join(dir, 'report.json');
  const webhookReport = path.join(dir, 'webhook-report.json');
  try {
    const env = {
      ...process.env,
      LEDGER_PROPERTY_RUNS: String(HISTORIES),
      LEDGER_PROPERTY_REPORT: report,
      PAYMENT_PROPERTY_RUNS: String(WEBHOOK_HISTORIES),
      PAYMENT_PROPERTY_REPORT: webhookReport,
      LOG_LEVEL: 'silent',
    };
    if (databaseUrl) env.DATABASE_URL = databaseUrl;
    else delete env.DATABASE_URL;
    const jest = spawnSync(
      process.execPath,
      [
        '--experimental-vm-modules',
        '--disable-warning=ExperimentalWarning',
        path.join(root, 'node_modules/jest/bin/jest.js'),
        'test/credits-ledger-property.test.ts',
        '--runInBand',
        '--testTimeout=3600000',
      ],
      { cwd: path.join(root, 'server'), env, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' },
    );
    if (jest.status !== 0) {
      return { ok: false, error: jest.stderr.split('\n').slice(-40).join('\n') };
    }
    return {
      ok: true,
      ...JSON.parse(readFileSync(report, 'utf8')),
      webhooks: JSON.parse(readFileSync(webhookReport, 'utf8')),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `property: false` measures the spends only (the property run is the slow part). */
export async function runLedgerBench({ databaseUrl, property: withProperty = true } = {}) {
  ensureServerBuilt();
  const url = databaseUrl ? await siblingDatabase(databaseUrl) : null;
  const ctx = await prepare(url);
  let figures;
  try {
    figures = await measureThroughput(ctx, url);
  } finally {
    await ctx.database.close();
  }
  const property = withProperty ? propertyRun(url) : { skipped: true };
  return { database: url ? 'postgres' : 'pglite', workers: WORKERS, seconds: SECONDS, ...figures, property };
}

export function formatLedgerBench(r) {
  const rate = (x) => `${x.perSecond.toFixed(0)}/s`;
  const lines = [
    `credit ledger (${r.database}, ${r.workers} concurrent workers, ${r.seconds} s each):`,
    `  spend on one member: ${rate(r.ledgerOne)}; bare UPDATE credits = credits - 1: ${rate(r.bareOne)}; ratio ${(r.ledgerOne.perSecond / r.bareOne.perSecond).toFixed(2)}`,
    `  spend on one member with daily and monthly caps set: ${rate(r.ledgerCapped)}; ratio to the bare UPDATE ${(r.ledgerCapped.perSecond / r.bareOne.perSecond).toFixed(2)} (goal ≥ 0.5 with and without caps)`,
    `  spend on ${MANY} members: ${rate(r.ledgerMany)}; bare UPDATE: ${rate(r.bareMany)}; ratio ${(r.ledgerMany.perSecond / r.bareMany.perSecond).toFixed(2)}`,
    `  spend as its own statement (no transaction around it, as a message's debit): one member ${rate(r.statementOne)}, ratio ${(r.statementOne.perSecond / r.bareOne.perSecond).toFixed(2)}; with caps ${rate(r.statementCapped)}, ratio ${(r.statementCapped.perSecond / r.bareOne.perSecond).toFixed(2)}`,
  ];
  if (r.property.skipped) {
    lines.push('  property run: not in this part (it runs with the PostgreSQL ledger part)');
  } else if (r.property.ok) {
    lines.push(
      `  property run: ${r.property.histories.toLocaleString('en')} concurrent histories (${r.property.calls.toLocaleString('en')} calls) on ${r.property.database}, every invariant held, ${(r.property.ms / 1000).toFixed(1)} s`,
      `  payment histories: ${r.property.webhooks.histories.toLocaleString('en')} (${r.property.webhooks.calls.toLocaleString('en')} webhook reports and spends: duplicated, late, out of order, refunds, chargebacks), each payment credited at most once, ${(r.property.webhooks.ms / 1000).toFixed(1)} s`,
    );
  } else {
    lines.push(`  property run FAILED:\n${r.property.error}`);
  }
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await runLedgerBench({ databaseUrl: process.env.BENCH_DATABASE_URL });
  console.log(formatLedgerBench(result));
  if (!result.property.ok) process.exitCode = 1;
}
