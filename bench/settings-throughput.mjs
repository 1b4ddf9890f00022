import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

/**
 * CPU time (user + system, ms) a process has used so far, from /proc (Linux; null elsewhere). On a
 * shared machine the CPU a server spends per request is steadier than its requests per second,
 * which follow whatever else the machine runs.
 */
export function cpuMs(pid) {
  const file = `/proc/${pid}/stat`;
  if (!pid || !existsSync(file)) return null;
  const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks of 10 ms
}

/** `run` with the CPU the server process `pid` spent on it, per request in µs. */
async function runMeasured(pid, url, duration, options) {
  const before = cpuMs(pid);
  const result = await run(url, duration, options);
  const after = cpuMs(pid);
  const requests = result.requests.total;
  result.cpuUsPerRequest =
    before === null || after === null || !requests ? null : ((after - before) * 1000) / requests;
  return result;
}

const medianOf = (values) => {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};

let address = 0;
/** A new client address per request (the bench server trusts X-Forwarded-For), so per-address limits stay out. */
function nextAddress() {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

function run(url, duration = SECONDS, { newAddressEachRequest = false } = {}) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration,
        headers: { host: '127.0.0.1' },
        ...(newAddressEachRequest
          ? {
              requests: [
                {
                  setupRequest: (request) => ({
                    ...request,
                    headers: { ...request.headers, 'x-forwarded-for': nextAddress() },
                  }),
                },
              ],
            }
          : {}),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/**
 * The real endpoint (site resolution, session and locale hooks, headers) against a plain Fastify
 * route in its own process serving the same JSON bytes: the ratio is what our pipeline costs.
 */
export async function compareSettingsThroughput(
  url,
  { landerUrl = null, serverPid = null, settings = true } = {},
) {
  const json = await (await fetch(url)).text();
  const port = Number(new URL(url).port) + 1;
  const baseline = spawn(process.execPath, [path.join(here, 'plain-settings-server.mjs'), String(port)], {
    env: { ...process.env, SETTINGS_JSON: json },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => baseline.stdout.once('data', resolve));
  const plainUrl = `http://127.0.0.1:${port}/api/settings.php`;
  try {
    await run(url, 2); // warm-up of the real server's JIT and caches
    await run(plainUrl, 2);
    // `settings: false` (the lander on another database): one settings round, as a sanity check.
    // Interleaved rounds: a machine busy with something else slows both sides alike, so the ratio
    // (the median of the rounds') stays comparable between runs.
    const rounds = [];
    for (let round = 0; round < (settings ? ROUNDS : 1); round += 1) {
      const amora = await runMeasured(serverPid, url);
      const plain = await runMeasured(baseline.pid, plainUrl);
      if (amora.non2xx || plain.non2xx) throw new Error('non-2xx answers during the benchmark');
      rounds.push({ amora, plain, ratio: amora.requests.average / plain.requests.average });
    }
    // GET /api/lander.php after the settings rounds (its view rows grow the server's
    // database and heap, which would tax the settings rounds): a new visitor each request, as a
    // first visit from an ad is, interleaved with the same plain route.
    const landerRounds = [];
    // Every answered view, so the caller can hold the stored views against it.
    let landerViews = 0;
    if (landerUrl) {
      landerViews += (await run(landerUrl, 2, { newAddressEachRequest: true }))['2xx'];
      for (let round = 0; round < ROUNDS; round += 1) {
        const lander = await run(landerUrl, SECONDS, { newAddressEachRequest: true });
        landerViews += lander['2xx'];
        const plain = await run(plainUrl);
        if (lander.non2xx || plain.non2xx) throw new Error('non-2xx answers during the lander benchmark');
        landerRounds.push({ lander, plain, landerRatio: lander.requests.average / plain.requests.average });
      }
      landerRounds.sort((a, b) => a.landerRatio - b.landerRatio);
    }
    const landerMedian = landerRounds[Math.floor(landerRounds.length / 2)];
    rounds.sort((a, b) => a.ratio - b.ratio);
    const median = rounds[Math.floor(rounds.length / 2)];
    return {
      amora: median.amora.requests.average,
      baseline: median.plain.requests.average,
      ratio: median.ratio,
      ratios: rounds.map((r) => Number(r.ratio.toFixed(2))),
      amoraP99: median.amora.latency.p99,
      baselineP99: median.plain.latency.p99,
      connections: CONNECTIONS,
      seconds: SECONDS,
      // Median over the rounds of the server CPU per request (µs), each side; null without /proc.
      cpuUsPerRequest: {
        amora: medianOf(rounds.map((r) => r.amora.cpuUsPerRequest)),
        plain: medianOf(rounds.map((r) => r.plain.cpuUsPerRequest)),
      },
      ...(landerMedian
        ? {
            lander: {
              url: new URL(landerUrl).pathname + new URL(landerUrl).search,
              rps: landerMedian.lander.requests.average,
              baseline: landerMedian.plain.requests.average,
              ratio: landerMedian.landerRatio,
              ratios: landerRounds.map((r) => Number(r.landerRatio.toFixed(2))),
              p99: landerMedian.lander.latency.p99,
              views: landerViews,
              // Requests in flight when a run ends are answered (and stored) but not counted by autocannon.
              inFlightMax: CONNECTIONS * (ROUNDS + 1),
            },
          }
        : {}),
    };
  } finally {
    baseline.kill('SIGTERM');
  }
}
