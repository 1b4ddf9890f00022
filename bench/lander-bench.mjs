#!/usr/bin/env node
// `GET /api/lander.php` (a new visitor each request, as the first call of a paid visit is) on
// PostgreSQL, beside the plain Fastify route of the settings benchmark in interleaved rounds
// (settings-throughput.mjs), in a fresh sibling database `<name>_lander`:
//   BENCH_DATABASE_URL=postgres://…/amora_bench node bench/lander-bench.mjs
// Views are held and written in batches (modules/landers): after a graceful stop of the server the
// stored views must equal the views answered, which the report prints beside the rate. The PGlite
// figure is the `api` part's (run-all.mjs), counted the same way through the attribution report.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureServerBuilt } from './generate-profiles.mjs';
import { siblingDatabase } from './lib/bench-database.mjs';
import { startBuiltServer } from './lib/bench-server.mjs';
import { compareSettingsThroughput } from './settings-throughput.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pg = createRequire(path.join(root, 'server', 'package.json'))('pg');

/** What the lander's caches are in production; the bench server runs as production does. */
export const LANDER_PRODUCTION_ENV = { LANDER_VARIANTS_CACHE_MS: '5000', LANDER_VIEWS_FLUSH_MS: '1000' };

async function storedViews(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query('select count(*)::int as n from lander_visits')).rows[0].n;
  } finally {
    await client.end();
  }
}

export async function runLanderBench({ databaseUrl, port = 18340 }) {
  ensureServerBuilt();
  const database = await siblingDatabase(databaseUrl, '_lander', { fresh: true });
  try {
    const server = await startBuiltServer({
      databaseUrl: database.url,
      port,
      redisUrl: null,
      name: 'lander-bench',
      env: { TRUST_PROXY: 'true', ...LANDER_PRODUCTION_ENV },
    });
    let figures;
    try {
      const before = await storedViews(database.url);
      figures = await compareSettingsThroughput(`${server.base}/api/settings.php`, {
        landerUrl: `${server.base}/api/lander.php?family=video`,
        settings: false,
      });
      figures.before = before;
    } finally {
      // SIGTERM: the graceful stop that writes the views still held.
      await server.stop();
    }
    const stored = (await storedViews(database.url)) - figures.before;
    return { database: 'postgres', ...figures.lander, stored };
  } finally {
    await database.drop().catch(() => undefined);
  }
}

/** One line per database: the rate, the plain route beside it, and the views answered against those stored. */
export function formatLander(database, lander, goal) {
  const extra = lander.stored - lander.views;
  const counted =
    lander.stored === undefined
      ? ''
      : `; views counted by the client ${lander.views}, stored ${lander.stored}` +
        (extra >= 0 && extra <= (lander.inFlightMax ?? 0)
          ? ` (the ${extra} more: requests in flight as a run ended, at most ${lander.inFlightMax})`
          : ' (MISMATCH)');
  return (
    `GET ${lander.url} on ${database} (a new visitor each request): ${lander.rps.toFixed(0)} req/s; the plain route: ` +
    `${lander.baseline.toFixed(0)} req/s; ratio ${lander.ratio.toFixed(2)} (rounds: ${lander.ratios.join(', ')}); p99 ${lander.p99} ms; goal ≥ ${goal} req/s${counted}`
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl) {
    console.error(
      'Set BENCH_DATABASE_URL to a PostgreSQL server (a sibling database <name>_lander is made and dropped).',
    );
    process.exit(1);
  }
  console.log(formatLander('PostgreSQL', await runLanderBench({ databaseUrl }), 3000));
}
