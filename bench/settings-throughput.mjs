import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

function run(url) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: SECONDS, headers: { host: '127.0.0.1' } },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/**
 * The real endpoint (site resolution, session and locale hooks, headers) against a plain Fastify
 * route in its own process serving the same JSON bytes: the ratio is what our pipeline costs.
 */
export async function compareSettingsThroughput(url) {
  const json = await (await fetch(url)).text();
  const port = Number(new URL(url).port) + 1;
  const baseline = spawn(process.execPath, [path.join(here, 'plain-settings-server.mjs'), String(port)], {
    env: { ...process.env, SETTINGS_JSON: json },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => baseline.stdout.once('data', resolve));
  try {
    await run(url); // warm-up of the real server's JIT and caches
    const amora = await run(url);
    const plain = await run(`http://127.0.0.1:${port}/api/settings.php`);
    if (amora.non2xx || plain.non2xx) throw new Error('non-2xx answers during the benchmark');
    return {
      amora: amora.requests.average,
      baseline: plain.requests.average,
      ratio: amora.requests.average / plain.requests.average,
      amoraP99: amora.latency.p99,
      baselineP99: plain.latency.p99,
      connections: CONNECTIONS,
      seconds: SECONDS,
    };
  } finally {
    baseline.kill('SIGTERM');
  }
}
