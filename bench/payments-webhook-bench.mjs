#!/usr/bin/env node
// Payment webhooks end to end (modules/payments, ADR 0014), beside cheaper webhooks in the same run:
//   node bench/payments-webhook-bench.mjs        (PGlite in memory)
//   BENCH_DATABASE_URL=postgres://…/amora_bench node bench/payments-webhook-bench.mjs   (PostgreSQL,
//   in the sibling database `<name>_ledger` that the ledger benchmark uses)
// The server is started in-process on a loopback port with the sandbox provider. For each of
// BENCH_WEBHOOK_PAYMENTS pending payments (default 1,000, over 50 members) a signed `completed`
// webhook is posted over HTTP by BENCH_WEBHOOK_WORKERS concurrent senders (default 4): signature
// check, payment lookup, row lock, event row, ledger grant, premium flag, commit. Baselines: the same
// webhooks replayed (verified and recorded, nothing moves) and forged (refused at the signature).
// After the run every payment must be credited exactly once.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBuilt, serverModule } from './generate-profiles.mjs';
import { siblingDatabase } from './ledger-bench.mjs';

const PAYMENTS = Number(process.env.BENCH_WEBHOOK_PAYMENTS ?? 1_000);
const WORKERS = Number(process.env.BENCH_WEBHOOK_WORKERS ?? 4);
const MEMBERS = 50;
const SECRET = 'bench-sandbox-webhook-secret-0123456789';

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summary(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1),
  };
}

/** Posts `bodies` from WORKERS senders; answers latencies in ms and the status codes seen. */
async function post(base, bodies, sign) {
  const latencies = [];
  const statuses = new Map();
  let next = 0;
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (next < bodies.length) {
        const body = bodies[next];
        next += 1;
        const started = process.hrtime.bigint();
        const response = await fetch(`${base}/api/payment-webhook.php?provider=sandbox`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-sandbox-signature': sign(body) },
          body,
        });
        await response.arrayBuffer();
        latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }),
  );
  return { ...summary(latencies), statuses: Object.fromEntries(statuses) };
}

export async function runPaymentsWebhookBench({ databaseUrl } = {}) {
  ensureServerBuilt();
  const url = databaseUrl ? await siblingDatabase(databaseUrl) : null;
  const { buildApp } = await serverModule('app.js');
  const { loadConfig } = await serverModule('config.js');
  const { openDatabase } = await serverModule('db/database.js');
  const { isDatabaseEmpty, seedDemoData } = await serverModule('seed/seed.js');
  const schema = await serverModule('db/schema.js');
  const { signSandboxWebhook } = await serverModule('modules/payments/providers/sandbox.js');
  const serverRequire = createRequire(
    path.join(path.dirname(fileURLToPath(import.meta.url)), '../server/package.json'),
  );
  const { eq, inArray, sql } = await import(serverRequire.resolve('drizzle-orm'));

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'payments-bench-'));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SANDBOX_WEBHOOK_SECRET: SECRET,
    // Production mode on the sandbox on purpose: the server refuses it otherwise.
    ALLOW_SANDBOX_IN_PRODUCTION: '1',
  };
  delete env.PAYMENT_PROVIDER;
  if (url) env.DATABASE_URL = url;
  else delete env.DATABASE_URL;
  const config = loadConfig(env);
  const database = await openDatabase({ databaseUrl: url, pgliteDir: null });
  await database.migrate();
  if (await isDatabaseEmpty(database.db))
    await seedDemoData({ db: database.db, includeDemoMember: false, memberCount: 1, withPhotos: false });
  const app = await buildApp({ config, database, serveStatic: false });
  try {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const { db } = database;
    const [site] = await db.select({ id: schema.sites.id }).from(schema.sites).limit(1);
    const stamp = `${process.pid}.${Date.now()}`;
    const members = await db
      .insert(schema.users)
      .values(
        Array.from({ length: MEMBERS }, (_, i) => {
          const email = `webhook-bench.${stamp}.${i}@example.com`;
          return { siteId: site.id, email, emailNormalized: email, passwordHash: 'x', language: 'en' };
        }),
      )
      .returning({ id: schema.users.id });
    const rows = await db
      .insert(schema.payments)
      .values(
        Array.from({ length: PAYMENTS }, (_, i) => ({
          userId: members[i % MEMBERS].id,
          siteId: site.id,
          bundle: 'p1',
          credits: 50,
          method: 'ideal',
          provider: 'sandbox',
          amount: 999,
          currency: 'EUR',
          country: 'NL',
          clientKey: `bench-${stamp}-${i}`,
        })),
      )
      .returning({ id: schema.payments.id });
    const bodies = [];
    for (const { id } of rows) {
      const { providerRef } = await app.payments.provider.createPayment({
        paymentId: id,
        amount: 999,
        currency: 'EUR',
        method: 'ideal',
        description: 'bench',
        returnUrl: `${address}/transactions/${id}`,
        webhookUrl: `${address}/api/payment-webhook.php?provider=sandbox`,
        locale: 'en',
        country: 'NL',
      });
      await db.update(schema.payments).set({ providerRef }).where(eq(schema.payments.id, id));
      bodies.push(JSON.stringify({ id: providerRef, status: 'completed', event: id }));
    }
    const sign = (body) => signSandboxWebhook(SECRET, body, Date.now());
    const completed = await post(address, bodies, sign);
    const replayed = await post(address, bodies, sign);
    const forged = await post(address, bodies, () =>
      signSandboxWebhook('not-the-secret-at-all-0123456', 'x', Date.now()),
    );

    const ids = rows.map((r) => r.id);
    const [{ credited }] = await db
      .select({ credited: sql`count(*)::int` })
      .from(schema.creditLedger)
      .where(
        inArray(
          schema.creditLedger.idempotencyKey,
          ids.map((id) => `payment:${id}`),
        ),
      );
    const [{ settled }] = await db
      .select({ settled: sql`count(*)::int` })
      .from(schema.payments)
      .where(sql`${inArray(schema.payments.id, ids)} and ${schema.payments.status} = 'completed'`);
    return {
      database: url ? 'postgres' : 'pglite',
      payments: PAYMENTS,
      workers: WORKERS,
      completed,
      replayed,
      forged,
      creditedOnce: credited === PAYMENTS && settled === PAYMENTS,
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function formatPaymentsWebhookBench(r) {
  const ms = (x) => `p50 ${x.p50.toFixed(1)} ms, p99 ${x.p99.toFixed(1)} ms`;
  return [
    `payment webhooks (${r.database}, ${r.payments.toLocaleString('en')} payments, ${r.workers} concurrent senders, over HTTP):`,
    `  completed (verify, lock, event, grant, premium): ${ms(r.completed)}; statuses ${JSON.stringify(r.completed.statuses)}`,
    `  replayed (verify, lock, event; nothing moves): ${ms(r.replayed)}; forged (refused at the signature): ${ms(r.forged)}`,
    `  every payment credited exactly once: ${r.creditedOnce ? 'yes' : 'NO'}`,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await runPaymentsWebhookBench({ databaseUrl: process.env.BENCH_DATABASE_URL });
  console.log(formatPaymentsWebhookBench(result));
  if (!result.creditedOnce) process.exitCode = 1;
}
