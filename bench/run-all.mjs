#!/usr/bin/env node
// `npm run bench`: each figure beside its baseline, measured in the same run on this machine.
//  1. Gzipped first-load JavaScript of /login (shell + everything it loads) against the 150 kB budget.
//  2. GET /api/settings.php requests per second against a plain Fastify route returning the same JSON.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureFirstLoadJs } from './first-load-js.mjs';
import { compareSettingsThroughput } from './settings-throughput.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const PORT = Number(process.env.BENCH_PORT ?? 18282);
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = path.join(here, '.data');

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
  env: { ...process.env, PORT: String(PORT), DATA_DIR, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  await waitForHealth(`${BASE}/healthz`, 900_000);
  const bundle = await measureFirstLoadJs(`${BASE}/login`);
  const throughput = await compareSettingsThroughput(`${BASE}/api/settings.php`);

  const lines = [
    '',
    'Benchmarks',
    `first-load JS of /login: ${bundle.totalKb.toFixed(1)} kB gzipped in ${bundle.files} files (budget 150 kB: ${bundle.totalKb <= 150 ? 'within' : 'OVER'})`,
    `  shell ${bundle.shellKb.toFixed(1)} kB, remotes ${bundle.remoteKb.toFixed(1)} kB`,
    `GET /api/settings.php: ${throughput.amora.toFixed(0)} req/s; plain Fastify route with the same JSON: ${throughput.baseline.toFixed(0)} req/s; ratio ${throughput.ratio.toFixed(2)}`,
    `  p99 latency ${throughput.amoraP99} ms vs ${throughput.baselineP99} ms (${throughput.connections} connections, ${throughput.seconds} s each)`,
  ];
  console.log(lines.join('\n'));
  mkdirSync(path.join(here, 'results'), { recursive: true });
  writeFileSync(
    path.join(here, 'results', 'latest.json'),
    `${JSON.stringify({ at: new Date().toISOString(), bundle, throughput }, null, 2)}\n`,
  );
} finally {
  server.kill('SIGTERM');
}
