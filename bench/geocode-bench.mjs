// The geolocation button's reverse geocoder, GET /api/geocode.php, as p50/p99 over sequential
// requests on one kept-alive connection, interleaved with GET /healthz (a route that does no
// work), so both see the same machine load. The first lookup loads the city index; it is made
// before timing. The goal: a lookup within a few milliseconds of the empty route's p50.
import http from 'node:http';
import { getJson } from './lib/bench-server.mjs';

const LOOKUPS = Number(process.env.BENCH_GEOCODE_LOOKUPS ?? 400);
/** The lookup's p50 at most this many milliseconds above the empty route's. */
const GOAL_EXTRA_MS = 3;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const summary = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
};

/** A 404 is an answer too: the point is in the sea, which the lookup has to find out. */
async function timed(agent, port, pathAndQuery, answers = [200]) {
  const started = performance.now();
  const answer = await getJson(agent, port, pathAndQuery, { 'x-request-type': 'client' });
  if (!answers.includes(answer.status))
    throw new Error(`${pathAndQuery} answered ${answer.status}: ${answer.text}`);
  return performance.now() - started;
}

/** Points over western and central Europe, one per lookup, so no answer is a repeat. */
function point(i) {
  return `lat=${(45 + (i % 100) / 10).toFixed(2)}&lon=${(5 + Math.floor(i / 100) + (i % 20) / 20).toFixed(2)}`;
}

export async function runGeocodeBench(base) {
  const port = Number(new URL(base).port);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    await timed(agent, port, '/api/geocode.php?lat=52.37&lon=4.89');
    const lookups = [];
    const empty = [];
    for (let i = 0; i < LOOKUPS; i++) {
      lookups.push(await timed(agent, port, `/api/geocode.php?${point(i)}`, [200, 404]));
      empty.push(await timed(agent, port, '/healthz'));
    }
    return { lookups: LOOKUPS, geocode: summary(lookups), empty: summary(empty) };
  } finally {
    agent.destroy();
  }
}

export function formatGeocode(result) {
  const extra = result.geocode.p50 - result.empty.p50;
  return (
    `GET /api/geocode.php: p50 ${result.geocode.p50.toFixed(2)} ms, p99 ${result.geocode.p99.toFixed(2)} ms; ` +
    `GET /healthz (no work): p50 ${result.empty.p50.toFixed(2)} ms, p99 ${result.empty.p99.toFixed(2)} ms ` +
    `(${result.lookups} sequential lookups each, interleaved; goal p50 at most ${GOAL_EXTRA_MS} ms above: ` +
    `${extra.toFixed(2)} ms, ${extra <= GOAL_EXTRA_MS ? 'met' : 'missed'})`
  );
}
