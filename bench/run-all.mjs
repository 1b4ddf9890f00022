#!/usr/bin/env node
// `npm run bench`: each figure beside its baseline, measured in the same run on this machine.
//  1. Gzipped first-load JavaScript of every budgeted route (/, /landers/video, /login, /signup, and
//     /members as the demo member: shell + everything it loads) against its budget (ADR 0017), and
//     Lighthouse's mobile profile on /, /landers/video, /login and /members: performance score, LCP,
//     TBT, CLS and bytes transferred, beside the previous run's (lighthouse.mjs; skipped when the
//     `lighthouse` package is not installed).
//  2. GET /api/settings.php requests per second against a plain Fastify route returning the same JSON.
//  3. Only with BENCH_DATABASE_URL (a PostgreSQL database it may fill with generated members,
//     BENCH_PROFILES of them, default 1,000,000): GET /api/search.php p50/p99, first page and page
//     50, against the raw SQL of the same queries run as the endpoint runs them, with the ratios to
//     their goals (HTTP within 2x raw, page 50 within 1.5x page 1) and the plan (search-bench.mjs).
//  4. The photo pipeline on a 12-megapixel JPEG: photos/s and peak RSS against a bare sharp
//     decode → WebP, and POST /api/photos.php uploads/s end to end (photo-pipeline.mjs).
//  5. The credit ledger: concurrent spends/s on one member and on 200 beside a bare
//     `UPDATE users SET credits = credits - 1`, and thousands of generated concurrent histories
//     checked for every invariant (ledger-bench.mjs; PostgreSQL with BENCH_DATABASE_URL, in a
//     sibling `<name>_ledger` database, else PGlite), with generated payment webhook histories.
//  6. Payment webhooks: p99 of a completed-payment webhook end to end over HTTP, beside replayed and
//     forged ones (payments-webhook-bench.mjs; same database choice as 5).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatFirstLoad, measureRoutes } from './first-load-js.mjs';
import { formatLighthouse, runLighthouse } from './lighthouse.mjs';
import { formatLedgerBench, runLedgerBench } from './ledger-bench.mjs';
import { formatPaymentsWebhookBench, runPaymentsWebhookBench } from './payments-webhook-bench.mjs';
import { formatPhotoPipeline, measurePhotoPipeline } from './photo-pipeline.mjs';
import { formatSearchBench, runSearchBench } from './search-bench.mjs';
import { compareSettingsThroughput } from './settings-throughput.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const PORT = Number(process.env.BENCH_PORT ?? 18282);
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = path.join(here, '.data');
const LATEST = path.join(here, 'results', 'latest.json');

/** The previous run's figures, for the figures that are compared run to run (Lighthouse). */
function readPrevious() {
  try {
    return existsSync(LATEST) ? JSON.parse(readFileSync(LATEST, 'utf8')) : null;
  } catch {
    return null;
  }
}

async function waitForHealth(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not become healthy`);
}

rmSync(DATA_DIR, { recursive: true, force: true });
const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  // `test`: production behaviour, except that the documented demo member is seeded (never in
  // production), whom the member pages are measured as; the development-only routes stay off.
  env: { ...process.env, PORT: String(PORT), DATA_DIR, LOG_LEVEL: 'warn', NODE_ENV: 'test' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  await waitForHealth(`${BASE}/healthz`, 900_000);
  const previous = readPrevious();
  const firstLoad = await measureRoutes(BASE);
  const lighthouse = await runLighthouse(BASE);
  const throughput = await compareSettingsThroughput(`${BASE}/api/settings.php`);

  const lines = [
    '',
    'Benchmarks',
    'first-load JavaScript, gzipped (before ADR 0017: / 263.5 kB, /login 283.7, /signup 296.3, /members 294.8):',
    formatFirstLoad(firstLoad),
    formatLighthouse(lighthouse, previous?.lighthouse),
    `GET /api/settings.php: ${throughput.amora.toFixed(0)} req/s; plain Fastify route with the same JSON: ${throughput.baseline.toFixed(0)} req/s; ratio ${throughput.ratio.toFixed(2)} (median of ${throughput.ratios.length} interleaved rounds: ${throughput.ratios.join(', ')}; goal ≥ 0.8)`,
    `  p99 latency ${throughput.amoraP99} ms vs ${throughput.baselineP99} ms (${throughput.connections} connections, ${throughput.seconds} s each)`,
  ];
  const search = process.env.BENCH_DATABASE_URL
    ? await runSearchBench({
        databaseUrl: process.env.BENCH_DATABASE_URL,
        port: PORT + 10,
        profiles: Number(process.env.BENCH_PROFILES ?? 1_000_000),
      })
    : null;
  if (search) lines.push(formatSearchBench(search));
  else lines.push('GET /api/search.php: skipped (set BENCH_DATABASE_URL to a PostgreSQL database to fill)');
  const photo = await measurePhotoPipeline({ base: BASE });
  lines.push(formatPhotoPipeline(photo));
  const ledger = await runLedgerBench({ databaseUrl: process.env.BENCH_DATABASE_URL });
  lines.push(formatLedgerBench(ledger));
  const webhooks = await runPaymentsWebhookBench({ databaseUrl: process.env.BENCH_DATABASE_URL });
  lines.push(formatPaymentsWebhookBench(webhooks));
  console.log(lines.join('\n'));
  mkdirSync(path.join(here, 'results'), { recursive: true });
  writeFileSync(
    LATEST,
    `${JSON.stringify({ at: new Date().toISOString(), firstLoad: firstLoad.map(({ list: _list, ...route }) => route), lighthouse, throughput, photo, ledger, webhooks, ...(search ? { search } : {}) }, null, 2)}\n`,
  );
} finally {
  server.kill('SIGTERM');
}
