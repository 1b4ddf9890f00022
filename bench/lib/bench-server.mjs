// What the API benchmarks share: the built server started on a database (and stopped, its data
// directory removed), waiting for its health check, and one lean GET over a kept-alive connection.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** One VAPID key pair for every instance of a run: several instances (Redis) must share one. */
const VAPID = createRequire(path.join(root, 'server', 'package.json'))('web-push').generateVAPIDKeys();
/** The sandbox's webhook secret, the same on every instance of a run. */
const SANDBOX_SECRET = randomBytes(24).toString('hex');

/** Resolves once `url` answers 2xx; polls every `intervalMs` until `timeoutMs` has passed. */
export async function waitForHealth(url, { timeoutMs = 120_000, intervalMs = 300 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${url} did not become healthy`);
}

/**
 * The built server (`server/dist/main.js`, see `ensureServerBuilt`) on `databaseUrl` and `port`,
 * in production mode with a fresh temporary data directory, once its health check answers.
 * `redisUrl`: a URL to fan out through Redis, null for the in-process bus whatever the caller's
 * environment says, undefined to leave the environment's REDIS_URL as it is. `env` adds settings
 * (e.g. TRUST_PROXY). `stop()` ends the process, waits for it to exit (its port is free again)
 * and removes the data directory.
 */
export async function startBuiltServer({ databaseUrl, port, redisUrl, env = {}, name = 'bench' }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `amora-${name}-`));
  const childEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // The payments sandbox, as on a staging site: production refuses it otherwise.
    ALLOW_SANDBOX_IN_PRODUCTION: '1',
    SANDBOX_WEBHOOK_SECRET: SANDBOX_SECRET,
    VAPID_PUBLIC_KEY: VAPID.publicKey,
    VAPID_PRIVATE_KEY: VAPID.privateKey,
    ...env,
  };
  if (redisUrl !== undefined) {
    delete childEnv.REDIS_URL;
    if (redisUrl) childEnv.REDIS_URL = redisUrl;
  }
  // BENCH_CPU_PROF=<dir>: each server writes a V8 CPU profile there when it stops (where its time goes).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
    : [];
  const child = spawn(process.execPath, [...profile, path.join(root, 'server', 'dist', 'main.js')], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${base}/healthz`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, port, stop };
}

/**
 * One GET over a kept-alive connection with node:http. Not `fetch`: undici's own per-request work
 * was about 0.3 ms here, client time that is no part of the endpoint (the raw side of a benchmark
 * uses the equally lean pg client).
 */
export function getJson(agent, port, pathAndQuery, headers) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: pathAndQuery, agent, headers },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, text: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}
