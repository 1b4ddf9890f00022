import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

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
export async function compareSettingsThroughput(url, { landerUrl = null } = {}) {
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
    if (landerUrl) await run(landerUrl, 2, { newAddressEachRequest: true });
    // Interleaved rounds: a machine busy with something else slows both sides alike, so the ratio
    // (the median of the rounds') stays comparable between runs.
    const rounds = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const amora = await run(url);
      const plain = await run(plainUrl);
      // GET /api/lander.php (issue 14): a new visitor each request (a view row each, as a first
      // visit from an ad makes), beside the same plain route.
      const lander = landerUrl ? await run(landerUrl, SECONDS, { newAddressEachRequest: true }) : null;
      if (amora.non2xx || plain.non2xx || lander?.non2xx)
        throw new Error('non-2xx answers during the benchmark');
      rounds.push({
        amora,
        plain,
        lander,
        ratio: amora.requests.average / plain.requests.average,
        landerRatio: lander ? lander.requests.average / plain.requests.average : null,
      });
    }
    const landerRounds = landerUrl ? [...rounds].sort((a, b) => a.landerRatio - b.landerRatio) : [];
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
      ...(landerMedian
        ? {
            lander: {
              url: new URL(landerUrl).pathname + new URL(landerUrl).search,
              rps: landerMedian.lander.requests.average,
              baseline: landerMedian.plain.requests.average,
              ratio: landerMedian.landerRatio,
              ratios: landerRounds.map((r) => Number(r.landerRatio.toFixed(2))),
              p99: landerMedian.lander.latency.p99,
            },
          }
        : {}),
    };
  } finally {
    baseline.kill('SIGTERM');
  }
}
