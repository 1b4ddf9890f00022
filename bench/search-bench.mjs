#!/usr/bin/env node
// Member search at scale, beside the raw SQL it runs:
//   BENCH_DATABASE_URL=postgres://… node bench/search-bench.mjs        (BENCH_PROFILES, default 1,000,000)
// Fills the database with generated members (generate-profiles.mjs; only what is missing), starts
// the built server on it and measures GET /api/search.php, first page and page 50 (reached by
// following cursors), as p50/p99 over sequential requests, interleaved with the same SQL straight
// on pg connections (so both see the same machine load): the page query and the count query alone,
// and both issued at once on two connections, as the endpoint issues them. The goals: the
// endpoint's p50 within 2x of that raw p50, and page 50 no slower than 1.5x page 1 (HTTP p50s).
// Then the EXPLAIN ANALYZE plan summary.
import http from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureServerBuilt, generateProfiles, serverModule } from './generate-profiles.mjs';
import { getJson, startBuiltServer } from './lib/bench-server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const pg = createRequire(path.join(root, 'server', 'package.json'))('pg');

const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 200);
const PAGE = 50;
const WARMUP_REQUESTS = 300;
/** HTTP p50 at most this many times the raw SQL p50 of the same search. */
const RAW_RATIO_GOAL = 2;
/** Page 50 at most this many times page 1 (HTTP p50). */
const DEEP_PAGE_RATIO_GOAL = 1.5;
// The age keyset scenarios ask for youngest first: the demo member has a city, so nearby first
// is their default. The nearby ones compute a distance per matching member (ADR 0037).
const SCENARIOS = [
  { name: 'women in NL', query: { gender: 'female', country: 'NL', sort: 'youngest' } },
  {
    name: 'women 25-45, any country',
    query: { gender: 'female', min_age: 25, max_age: 45, sort: 'youngest' },
  },
  { name: 'everyone', query: { sort: 'youngest' } },
  { name: 'nearby first, women in NL', query: { gender: 'female', country: 'NL' } },
  { name: 'nearby first, women within 100 km', query: { gender: 'female', max_km: 100 } },
];

/** Utrecht's centre: the demo member's city, where the distances are measured from. */
const VIEWER_CITY = { lat: 52.09083, lon: 5.12222 };

/**
 * City centres for the generated members (their cities are made up): spread over western Europe
 * by id, so the nearby scenarios sort a realistic mix of distances. Only rows without one.
 */
const CITY_POINTS_SQL = `
update profiles set city_lat = 47 + ((user_id * 7919) % 1000) / 100.0,
                    city_lon = 3 + ((user_id * 104729) % 1200) / 100.0
where city_lat is null`;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function summary(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), runs: sorted.length };
}

async function time(work) {
  const start = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

let address = 0;
/** A new client address per request (the server trusts the proxy header here), so the per-address limit does not apply. */
function forwardedFor() {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

function planSummary(plan) {
  const nodes = [];
  const walk = (node, depth) => {
    const what = [
      node['Node Type'],
      node['Scan Direction'] === 'Backward' && 'Backward',
      node['Index Name'] && `using ${node['Index Name']}`,
      node['Relation Name'] && `on ${node['Relation Name']}`,
    ]
      .filter(Boolean)
      .join(' ');
    nodes.push(`${'  '.repeat(depth)}${what} (rows ${node['Actual Rows']}, ${node['Actual Total Time']} ms)`);
    for (const child of node.Plans ?? []) walk(child, depth + 1);
  };
  walk(plan.Plan, 0);
  return { executionMs: plan['Execution Time'], planningMs: plan['Planning Time'], nodes };
}

/** Runs the whole search benchmark against `databaseUrl`; returns the figures. */
export async function runSearchBench({ databaseUrl, port = 18290, profiles = 1_000_000, log = console.log }) {
  ensureServerBuilt();
  log(`▸ generating ${profiles.toLocaleString('en')} members (only what is missing)`);
  const generated = await generateProfiles({ databaseUrl, count: profiles, log });

  const server = await startBuiltServer({
    databaseUrl,
    port,
    env: { TRUST_PROXY: 'true' },
    name: 'search-bench',
  });
  const { base } = server;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  // Two connections: the endpoint runs the page and the count query at once on its pool.
  const client = new pg.Client({ connectionString: databaseUrl });
  const second = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    await second.connect();
    const { filtersFromQuery } = await serverModule('modules/profile/search-filters.js');
    const { searchPageQuery, searchCountQuery } = await serverModule('modules/profile/search-query.js');
    const { decodeCursor } = await serverModule('modules/profile/search-cursor.js');
    const { nearbyPageQuery } = await serverModule('modules/profile/search-nearby-query.js');
    const { openDatabase } = await serverModule('db/database.js');
    const { SEARCH_PAGE_SIZE } = await import('@amora/contracts');
    const database = await openDatabase({ databaseUrl, pgliteDir: null });

    // A logged-in member: the query then also has the two NOT EXISTS on blocks.
    const login = await fetch(`${base}/api/user.php`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-request-type': 'client',
        'x-forwarded-for': forwardedFor(),
      },
      body: JSON.stringify({ email: 'demo@amora.test', password: 'amora-demo' }),
    });
    if (!login.ok) throw new Error(`demo login failed: ${login.status} (the database needs the demo member)`);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const viewerId = (await login.json()).user.id;
    const siteId = (await client.query('select id from sites where is_default')).rows[0].id;
    await client.query(CITY_POINTS_SQL);
    await client.query('update profiles set city_lat = $1, city_lon = $2 where user_id = $3', [
      VIEWER_CITY.lat,
      VIEWER_CITY.lon,
      viewerId,
    ]);
    await client.query('analyze profiles');

    const search = async (query) => {
      const response = await getJson(agent, port, `/api/search.php?${new URLSearchParams(query)}`, {
        cookie,
        'x-request-type': 'client',
        'x-forwarded-for': forwardedFor(),
      });
      if (response.status !== 200) throw new Error(`search answered ${response.status}: ${response.text}`);
      return JSON.parse(response.text);
    };

    // Warm the server up first (JIT, pool connections), or the first scenario pays for it alone.
    for (let i = 0; i < WARMUP_REQUESTS; i += 1) await search(SCENARIOS[i % SCENARIOS.length].query);

    const results = [];
    for (const scenario of SCENARIOS) {
      let cursor;
      let numResults = 0;
      for (let page = 1; page < PAGE; page += 1) {
        const body = await search({ ...scenario.query, ...(cursor ? { cursor } : {}) });
        if (page === 1) numResults = body.numResults;
        cursor = body.next_cursor;
        if (!cursor) throw new Error(`${scenario.name}: fewer than ${PAGE} pages`);
      }
      const pages = { first: scenario.query, [`page ${PAGE}`]: { ...scenario.query, cursor } };
      const figures = { name: scenario.name, numResults };
      for (const [label, query] of Object.entries(pages)) {
        const filters = filtersFromQuery(siteId, query, new Date(), VIEWER_CITY);
        const nearby = filters.order === 'nearby';
        const decoded = query.cursor ? decodeCursor(query.cursor, nearby) : null;
        const options = { viewerId, cursor: decoded, limit: SEARCH_PAGE_SIZE + 1 };
        const pageSql = (nearby ? nearbyPageQuery : searchPageQuery)(database.db, filters, options).toSQL();
        const countSql = searchCountQuery(database.db, filters, viewerId).toSQL();
        // In the endpoint's order: the count (the longer one) first.
        const rawBoth = () =>
          Promise.all([
            second.query(countSql.sql, countSql.params),
            client.query(pageSql.sql, pageSql.params),
          ]);
        for (let i = 0; i < 50; i += 1) await Promise.all([search(query), rawBoth()]); // warm-up
        const http = [];
        const raw = [];
        const rawPage = [];
        const rawCount = [];
        // Interleaved, so a burst of other work on the machine hits both sides alike.
        for (let i = 0; i < RUNS; i += 1) {
          http.push(await time(() => search(query)));
          raw.push(await time(rawBoth));
          rawPage.push(await time(() => client.query(pageSql.sql, pageSql.params)));
          rawCount.push(await time(() => second.query(countSql.sql, countSql.params)));
        }
        const explain = await client.query(
          `explain (analyze, buffers, format json) ${pageSql.sql}`,
          pageSql.params,
        );
        const explainCount = await client.query(
          `explain (analyze, format json) ${countSql.sql}`,
          countSql.params,
        );
        figures[label] = {
          http: summary(http),
          raw: summary(raw),
          rawPage: summary(rawPage),
          rawCount: summary(rawCount),
          plan: planSummary(explain.rows[0]['QUERY PLAN'][0]),
          countPlan: planSummary(explainCount.rows[0]['QUERY PLAN'][0]),
        };
      }
      const first = figures.first;
      const deep = figures[`page ${PAGE}`];
      figures.rawRatio = { first: first.http.p50 / first.raw.p50, deep: deep.http.p50 / deep.raw.p50 };
      figures.deepPageRatio = deep.http.p50 / first.http.p50;
      results.push(figures);
    }
    await database.close();
    return { profiles, generated, runs: RUNS, results };
  } finally {
    await client.end().catch(() => undefined);
    await second.end().catch(() => undefined);
    agent.destroy();
    await server.stop();
  }
}

const verdict = (ratio, goal) =>
  `${ratio.toFixed(2)}x (goal ≤ ${goal}x: ${ratio <= goal ? 'met' : 'NOT met'})`;

export function formatSearchBench(bench) {
  const ms = (s) => `p50 ${s.p50.toFixed(2)} ms, p99 ${s.p99.toFixed(2)} ms`;
  const lines = [
    `GET /api/search.php over ${bench.profiles.toLocaleString('en')} generated members (logged in, ${bench.runs} sequential requests each, node:http keep-alive client)`,
    "  raw = the same search's page and count SQL issued at once on two pg connections, as the endpoint does",
    '  (interleaved with the HTTP requests); page and count alone are shown too',
  ];
  for (const r of bench.results) {
    lines.push(`  ${r.name} (numResults ${r.numResults.toLocaleString('en')}):`);
    for (const [label, ratio] of [
      ['first', r.rawRatio.first],
      [`page ${PAGE}`, r.rawRatio.deep],
    ]) {
      const f = r[label];
      lines.push(
        `    ${label.padEnd(8)} HTTP ${ms(f.http)} | raw ${ms(f.raw)} (page alone p50 ${f.rawPage.p50.toFixed(2)} ms, count alone p50 ${f.rawCount.p50.toFixed(2)} ms)`,
        `             ratio HTTP/raw p50 ${verdict(ratio, RAW_RATIO_GOAL)}`,
      );
    }
    lines.push(`    ratio page ${PAGE}/page 1 (HTTP p50) ${verdict(r.deepPageRatio, DEEP_PAGE_RATIO_GOAL)}`);
    lines.push(
      `    plan (page ${PAGE}, EXPLAIN ANALYZE ${r[`page ${PAGE}`].plan.executionMs.toFixed(2)} ms):`,
    );
    for (const node of r[`page ${PAGE}`].plan.nodes) lines.push(`      ${node}`);
    const count = r[`page ${PAGE}`].countPlan;
    const countScan = count.nodes.find((node) => node.includes('on profiles'))?.trim() ?? '?';
    lines.push(`    count plan (EXPLAIN ANALYZE ${count.executionMs.toFixed(2)} ms): ${countScan}`);
  }
  const ratios = bench.results.flatMap((r) => [r.rawRatio.first, r.rawRatio.deep]);
  const deep = bench.results.map((r) => r.deepPageRatio);
  lines.push(
    `  goals: HTTP within ${RAW_RATIO_GOAL}x raw ${ratios.every((x) => x <= RAW_RATIO_GOAL) ? 'met' : 'NOT met'} (worst ${Math.max(...ratios).toFixed(2)}x); ` +
      `page ${PAGE} within ${DEEP_PAGE_RATIO_GOAL}x page 1 ${deep.every((x) => x <= DEEP_PAGE_RATIO_GOAL) ? 'met' : 'NOT met'} (worst ${Math.max(...deep).toFixed(2)}x)`,
  );
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl) {
    console.error(
      'Set BENCH_DATABASE_URL to a PostgreSQL database the benchmark may fill (it adds generated members).',
    );
    process.exit(1);
  }
  const bench = await runSearchBench({
    databaseUrl,
    profiles: Number(process.env.BENCH_PROFILES ?? 1_000_000),
  });
  console.log(`\n${formatSearchBench(bench)}`);
  mkdirSync(path.join(here, 'results'), { recursive: true });
  writeFileSync(
    path.join(here, 'results', 'search.json'),
    `${JSON.stringify({ at: new Date().toISOString(), ...bench }, null, 2)}\n`,
  );
}
