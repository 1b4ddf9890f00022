#!/usr/bin/env node
// `npm run bench`: each figure beside its baseline, measured in the same run on this machine.
//  1. Gzipped first-load JavaScript of every budgeted route (/, /landers/video, /login, /signup, and
//     /members as the demo member: shell + everything it loads) against its budget (ADR 0047), and
//     Lighthouse's mobile profile on /, /landers/video, /login and /members: performance score, LCP,
//     TBT, CLS and bytes transferred, beside the previous run's (lighthouse.mjs; skipped when the
//     `lighthouse` package is not installed). On a host faster than Lighthouse's reference, /login
//     and /members run again at the CPU slowdown Lighthouse's calibration suggests for it, so the
//     report also shows the mid-tier phone the mobile profile stands for (ADR 0048).
//     Beside the host's benchmarkIndex it prints how fast a new process first-touches memory, which
//     that index does not see and which moved every page's score on one slow host (ADR 0048),
//     and how many JavaScript functions /login and /members call while they load: work, not time,
//     so a change shows there even where the timings hide it (js-calls.mjs).
//  2. GET /api/settings.php requests per second against a plain Fastify route returning the same JSON,
//     and GET /api/geocode.php p50/p99 beside GET /healthz (geocode-bench.mjs).
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
//  7. GET /api/lander.php requests per second (a new visitor each request) beside the same plain
//     route as 2, in the same interleaved rounds (settings-throughput.mjs).
//  8. Only with BENCH_DATABASE_URL: chat delivery latency p50/p99, send → the receiver's socket, on
//     one instance and (with BENCH_REDIS_URL) two instances through Redis, beside a bare `ws` relay,
//     and messages/s through POST /api/messages.php with the debit (chat-bench.mjs, a fresh
//     `<name>_chat` database); the likes page p50/p99 beside its own SQL (likes-bench.mjs,
//     `<name>_likes`).
// BENCH_DATA_DIR=<dir> starts on that data directory as it is (no new releases and seed).
//  9. Only with BENCH_DATABASE_URL: GET /api/lander.php on PostgreSQL beside the plain route, the
//     views stored after a graceful stop against the views answered (lander-bench.mjs, `<name>_lander`);
//     part 7 counts PGlite's the same way through the attribution report.
// BENCH_ONLY=pages,api,search,photo,ledger,webhooks,chat,likes,lander runs only the parts named.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatFirstLoad, measureRoutes } from './first-load-js.mjs';
import { measureFreshMemory } from './host-memory.mjs';
import { countJsCalls, formatJsCalls } from './js-calls.mjs';
import {
  formatCalibratedLighthouse,
  formatLighthouse,
  runCalibratedLighthouse,
  runLighthouse,
} from './lighthouse.mjs';
import { formatLedgerBench, runLedgerBench } from './ledger-bench.mjs';
import { formatPaymentsWebhookBench, runPaymentsWebhookBench } from './payments-webhook-bench.mjs';
import { formatPhotoPipeline, measurePhotoPipeline } from './photo-pipeline.mjs';
import { formatSearchBench, runSearchBench } from './search-bench.mjs';
import { compareSettingsThroughput } from './settings-throughput.mjs';
import { formatChatBench, runChatBench } from './chat-bench.mjs';
import { formatLikesBench, runLikesBench } from './likes-bench.mjs';
import { formatLander, LANDER_PRODUCTION_ENV, runLanderBench } from './lander-bench.mjs';
import { formatGeocode, runGeocodeBench } from './geocode-bench.mjs';
import { waitForHealth } from './lib/bench-server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const PORT = Number(process.env.BENCH_PORT ?? 18282);
const BASE = `http://127.0.0.1:${PORT}`;
// BENCH_DATA_DIR reuses a data directory (its remote releases and seed) instead of a fresh one.
// Relative to where `npm run bench` was typed (INIT_CWD), not to bench/, where npm runs this.
const DATA_DIR = process.env.BENCH_DATA_DIR
  ? path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.BENCH_DATA_DIR)
  : path.join(here, '.data');
const LATEST = path.join(here, 'results', 'latest.json');
const ONLY = process.env.BENCH_ONLY
  ? new Set(process.env.BENCH_ONLY.split(',').map((part) => part.trim()))
  : null;
const runs = (part) => !ONLY || ONLY.has(part);
/** The landers admin API's token for this run: its report counts the stored lander views. */
const LANDERS_ADMIN_TOKEN = randomBytes(24).toString('hex');

/** Views in the attribution report (the server writes the views it still holds first). */
async function reportedViews() {
  const response = await fetch(`${BASE}/api/admin/landers/report`, {
    headers: { authorization: `Bearer ${LANDERS_ADMIN_TOKEN}`, 'x-request-type': 'client' },
  });
  if (!response.ok) return null;
  return (await response.json()).rows.reduce((sum, row) => sum + row.views, 0);
}

/** The previous run's figures, for the figures that are compared run to run (Lighthouse). */
function readPrevious() {
  try {
    return existsSync(LATEST) ? JSON.parse(readFileSync(LATEST, 'utf8')) : null;
  } catch {
    return null;
  }
}

/** The server's own process: scripts/start.mjs runs it as its child (Linux /proc; null elsewhere). */
function serverProcessId(startPid) {
  try {
    const children = readFileSync(`/proc/${startPid}/task/${startPid}/children`, 'utf8').trim().split(/\s+/);
    return children[0] ? Number(children[0]) : null;
  } catch {
    return null;
  }
}

if (!process.env.BENCH_DATA_DIR) rmSync(DATA_DIR, { recursive: true, force: true });
const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  // `test`: production behaviour, except that the documented demo member is seeded (never in
  // production), whom the member pages are measured as; the development-only routes stay off.
  // TRUST_PROXY: the lander bench sends each request from a new X-Forwarded-For address (a view
  // per visitor, and the per-address view limit does not apply to one benchmarking client).
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    TRUST_PROXY: 'true',
    // The lander's caches as in production (`test` switches them off by default).
    ...LANDER_PRODUCTION_ENV,
    LANDERS_ADMIN_TOKEN,
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  await waitForHealth(`${BASE}/healthz`, { timeoutMs: 900_000, intervalMs: 500 });
  const previous = readPrevious();
  const lines = ['', 'Benchmarks'];
  const figures = {};
  if (runs('pages')) {
    figures.firstLoad = await measureRoutes(BASE);
    figures.lighthouse = await runLighthouse(BASE);
    // Beside the benchmarkIndex: what a fresh page of memory costs here, which that index misses.
    if (!figures.lighthouse.skipped) figures.lighthouse.freshMemory = await measureFreshMemory();
    figures.lighthouseCalibrated = await runCalibratedLighthouse(BASE, figures.lighthouse);
    lines.push(
      'first-load JavaScript, gzipped (before ADR 0017: / 263.5 kB, /login 283.7, /signup 296.3, /members 294.8):',
      formatFirstLoad(figures.firstLoad),
      formatLighthouse(figures.lighthouse, previous?.lighthouse),
    );
    const calibrated = formatCalibratedLighthouse(
      figures.lighthouseCalibrated,
      previous?.lighthouseCalibrated,
    );
    if (calibrated) lines.push(calibrated);
    figures.jsCalls = await countJsCalls(BASE);
    lines.push(formatJsCalls(figures.jsCalls, previous?.jsCalls));
  }
  if (runs('api')) {
    const viewsBefore = await reportedViews();
    const throughput = await compareSettingsThroughput(`${BASE}/api/settings.php`, {
      landerUrl: `${BASE}/api/lander.php?family=video`,
      serverPid: serverProcessId(server.pid),
    });
    figures.throughput = throughput;
    lines.push(
      `GET /api/settings.php: ${throughput.amora.toFixed(0)} req/s; plain Fastify route with the same JSON: ${throughput.baseline.toFixed(0)} req/s; ratio ${throughput.ratio.toFixed(2)} (median of ${throughput.ratios.length} interleaved rounds: ${throughput.ratios.join(', ')}; goal ≥ 0.8)`,
      `  p99 latency ${throughput.amoraP99} ms vs ${throughput.baselineP99} ms (${throughput.connections} connections, ${throughput.seconds} s each)`,
    );
    const cpu = throughput.cpuUsPerRequest;
    if (cpu.amora !== null && cpu.plain !== null)
      lines.push(
        `  server CPU per request (median of the rounds; steadier than req/s on a busy machine): ${cpu.amora.toFixed(1)} µs vs ${cpu.plain.toFixed(1)} µs; ratio ${(cpu.plain / cpu.amora).toFixed(2)}`,
      );
    if (throughput.lander) {
      const viewsAfter = await reportedViews();
      if (viewsBefore !== null && viewsAfter !== null) throughput.lander.stored = viewsAfter - viewsBefore;
      lines.push(formatLander('PGlite', throughput.lander, 1500));
    }
  }
  if (runs('api')) {
    figures.geocode = await runGeocodeBench(BASE);
    lines.push(formatGeocode(figures.geocode));
  }
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (runs('search')) {
    figures.search = databaseUrl
      ? await runSearchBench({
          databaseUrl,
          port: PORT + 10,
          profiles: Number(process.env.BENCH_PROFILES ?? 1_000_000),
        })
      : null;
    if (figures.search) lines.push(formatSearchBench(figures.search));
    else lines.push('GET /api/search.php: skipped (set BENCH_DATABASE_URL to a PostgreSQL database to fill)');
  }
  if (runs('photo')) {
    figures.photo = await measurePhotoPipeline({ base: BASE });
    lines.push(formatPhotoPipeline(figures.photo));
  }
  if (runs('ledger')) {
    figures.ledger = await runLedgerBench({ databaseUrl });
    lines.push(formatLedgerBench(figures.ledger));
    // On PostgreSQL above: PGlite's spends too (the property run only once).
    if (databaseUrl) {
      figures.ledgerPglite = await runLedgerBench({ databaseUrl: null, property: false });
      lines.push(formatLedgerBench(figures.ledgerPglite));
    }
  }
  if (runs('lander')) {
    figures.landerPostgres = databaseUrl ? await runLanderBench({ databaseUrl, port: PORT + 40 }) : null;
    lines.push(
      figures.landerPostgres
        ? formatLander('PostgreSQL', figures.landerPostgres, 3000)
        : 'GET /api/lander.php on PostgreSQL: skipped (set BENCH_DATABASE_URL); PGlite is in the api part',
    );
  }
  if (runs('webhooks')) {
    figures.webhooks = await runPaymentsWebhookBench({ databaseUrl });
    lines.push(formatPaymentsWebhookBench(figures.webhooks));
  }
  if (runs('chat')) {
    figures.chat = databaseUrl
      ? await runChatBench({
          databaseUrl,
          redisUrl: process.env.BENCH_REDIS_URL ?? null,
          port: PORT + 20,
        })
      : { skipped: 'set BENCH_DATABASE_URL (PostgreSQL) and BENCH_REDIS_URL' };
    lines.push(formatChatBench(figures.chat));
  }
  if (runs('likes')) {
    figures.likes = databaseUrl
      ? await runLikesBench({ databaseUrl, port: PORT + 30 })
      : { skipped: 'set BENCH_DATABASE_URL (PostgreSQL)' };
    lines.push(formatLikesBench(figures.likes));
  }
  console.log(lines.join('\n'));
  mkdirSync(path.join(here, 'results'), { recursive: true });
  // Figures of parts not run this time stay as the previous run left them.
  const { firstLoad, ...rest } = figures;
  writeFileSync(
    LATEST,
    `${JSON.stringify(
      {
        ...(previous ?? {}),
        ...rest,
        ...(firstLoad ? { firstLoad: firstLoad.map(({ list: _list, ...route }) => route) } : {}),
        at: new Date().toISOString(),
      },
      null,
      2,
    )}\n`,
  );
} finally {
  server.kill('SIGTERM');
}
