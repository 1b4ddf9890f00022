#!/usr/bin/env node
// The likes page at scale, beside its own SQL:
//   BENCH_DATABASE_URL=postgres://…/amora_bench node bench/likes-bench.mjs
// Works in a sibling database `<name>_likes` (kept between runs: only what is missing is added):
// BENCH_LIKES_MEMBERS generated members (default 200,000; the first ad-hoc run used
// 1,000,000) and BENCH_LIKES received likes for the demo member (default 10,000), 20 % of them new.
// Then `GET /api/likes.php?type=received` as the demo member, p50/p99 over BENCH_LIKES_RUNS
// sequential requests (default 100: the route allows a member 120 reads a minute), interleaved
// with the very statements the endpoint issues (captured from the server's own query code in this
// process), replayed on plain pg connections: the viewer check first, then the page and the counts
// at once, as the endpoint runs them.
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { GENERATED_DOMAIN, ensureServerBuilt, generateProfiles, serverModule } from './generate-profiles.mjs';
import { siblingDatabase } from './lib/bench-database.mjs';
import { getJson, startBuiltServer } from './lib/bench-server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const pg = createRequire(path.join(root, 'server', 'package.json'))('pg');

const MEMBERS = Number(process.env.BENCH_LIKES_MEMBERS ?? 200_000);
const LIKES = Number(process.env.BENCH_LIKES ?? 10_000);
const RUNS = Number(process.env.BENCH_LIKES_RUNS ?? 100);
const WARMUP = 10;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
const summary = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), runs: sorted.length };
};
const now = () => Number(process.hrtime.bigint()) / 1e6;
async function time(work) {
  const start = now();
  await work();
  return now() - start;
}

/** Received likes for the demo member from generated members, up to `count`. */
async function ensureLikes(databaseUrl, count, log) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const viewer = (await client.query(`select id from users where email_normalized = 'demo@amora.test'`))
      .rows[0]?.id;
    if (!viewer) throw new Error('no demo member in the likes database');
    const have = (await client.query('select count(*)::int as n from likes where liked_id = $1', [viewer]))
      .rows[0].n;
    if (have < count) {
      log(`  adding ${(count - have).toLocaleString('en')} received likes for the demo member`);
      await client.query(
        `insert into likes (liker_id, liked_id, is_new, created_at)
         select u.id, $1, random() < 0.2, now() - random() * interval '300 days'
         from users u
         where u.email_normalized like '%@${GENERATED_DOMAIN}'
           and not exists (select 1 from likes l where l.liker_id = u.id and l.liked_id = $1)
         order by u.id limit $2`,
        [viewer, count - have],
      );
      await client.query('vacuum analyze likes');
    }
    return viewer;
  } finally {
    await client.end();
  }
}

/**
 * The statements `listLikes` issues for the viewer, captured by running the server's own code in
 * this process with pg's query method watched (the compiled server shares this `pg`).
 */
async function captureStatements(databaseUrl, viewerId) {
  const { openDatabase } = await serverModule('db/database.js');
  const { SiteResolver } = await serverModule('core/site-resolver.js');
  const { listLikes } = await serverModule('modules/likes/likes-list.js');
  const database = await openDatabase({ databaseUrl, pgliteDir: null });
  const captured = [];
  const original = pg.Client.prototype.query;
  try {
    const site = await new SiteResolver(database.db).resolve('amora.test');
    pg.Client.prototype.query = function query(...args) {
      const [config, values] = args;
      if (typeof config === 'object' && config?.text) captured.push([{ ...config }, values]);
      else if (typeof config === 'string') captured.push([config, values]);
      return original.apply(this, args);
    };
    await listLikes({ db: database.db, clock: { now: () => new Date() } }, site, viewerId, {
      type: 'received',
    });
  } finally {
    pg.Client.prototype.query = original;
    await database.close();
  }
  return captured;
}

export async function runLikesBench({ databaseUrl, port = 18310, log = console.log }) {
  ensureServerBuilt();
  const { url } = await siblingDatabase(databaseUrl, '_likes');
  log(`▸ likes bench: ${MEMBERS.toLocaleString('en')} members (only what is missing)`);
  await generateProfiles({ databaseUrl: url, count: MEMBERS, log });
  const viewerId = await ensureLikes(url, LIKES, log);
  const statements = await captureStatements(url, viewerId);

  const server = await startBuiltServer({ databaseUrl: url, port, name: 'likes-bench' });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const clients = statements.map(() => new pg.Client({ connectionString: url }));
  try {
    await Promise.all(clients.map((c) => c.connect()));
    const login = await fetch(`http://127.0.0.1:${port}/api/user.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-type': 'client' },
      body: JSON.stringify({ email: 'demo@amora.test', password: 'amora-demo' }),
    });
    if (!login.ok) throw new Error(`demo login failed: ${login.status}`);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    let counts = null;
    const page = async () => {
      const response = await getJson(agent, port, '/api/likes.php?type=received', {
        cookie,
        'x-request-type': 'client',
      });
      if (response.status !== 200) throw new Error(`likes.php answered ${response.status}: ${response.text}`);
      counts ??= JSON.parse(response.text).counts;
    };
    // The endpoint's order: the viewer check, then everything else at once (page and counts).
    const [first, ...rest] = statements;
    const raw = async () => {
      await clients[0].query(...first);
      await Promise.all(rest.map((statement, i) => clients[i + 1].query(...statement)));
    };
    for (let i = 0; i < WARMUP; i += 1) await Promise.all([page(), raw()]);
    const httpTimes = [];
    const rawTimes = [];
    for (let i = 0; i < RUNS; i += 1) {
      httpTimes.push(await time(page));
      rawTimes.push(await time(raw));
    }
    const totalMembers = (await clients[0].query('select count(*)::int as n from users')).rows[0].n;
    return {
      members: totalMembers,
      likes: LIKES,
      counts,
      statements: statements.length,
      http: summary(httpTimes),
      raw: summary(rawTimes),
    };
  } finally {
    await Promise.all(clients.map((c) => c.end().catch(() => undefined)));
    agent.destroy();
    await server.stop();
  }
}

export function formatLikesBench(r) {
  if (r.skipped) return `GET /api/likes.php: skipped (${r.skipped})`;
  const ms = (s) => `p50 ${s.p50.toFixed(2)} ms, p99 ${s.p99.toFixed(2)} ms`;
  return [
    `GET /api/likes.php?type=received (PostgreSQL, ${r.members.toLocaleString('en')} members, the demo member with ${r.likes.toLocaleString('en')} received likes; counts ${JSON.stringify(r.counts)}; ${r.http.runs} sequential requests):`,
    `  HTTP ${ms(r.http)} | its ${r.statements} SQL statements replayed on pg connections ${ms(r.raw)}; ratio HTTP/raw p50 ${(r.http.p50 / r.raw.p50).toFixed(2)}x`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl) {
    console.error(
      'Set BENCH_DATABASE_URL to a PostgreSQL server (a sibling database <name>_likes is filled).',
    );
    process.exit(1);
  }
  console.log(formatLikesBench(await runLikesBench({ databaseUrl })));
}
