#!/usr/bin/env node
// The photo pipeline on a 12-megapixel phone-sized JPEG (4000×3000), beside its baseline:
//   node bench/photo-pipeline.mjs                 (BENCH_PHOTO_RUNS, default 12)
// - pipeline: processPhoto (sniff, structure and script checks, metadata, one full decode with
//   auto-rotate, 1600 px WebP + 300×300 thumbnail + blurred version), one at a time and two at once;
// - baseline: the least any photo service does, a bare sharp decode → 1600 px WebP (default effort);
// each in its own process, so its peak RSS is its own. With a running server (run-all.mjs) also
// POST /api/photos.php end to end (multipart, temp file, storage, rows, duplicate check).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const serverRequire = createRequire(path.join(root, 'server', 'package.json'));
const PIPELINE_MODULE = path.join(
  root,
  'server',
  'dist',
  'modules',
  'profile',
  'photos',
  'photo-pipeline.js',
);
const RUNS = Number(process.env.BENCH_PHOTO_RUNS ?? 12);

function ensureServerBuilt() {
  if (existsSync(PIPELINE_MODULE)) return;
  const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  const result = spawnSync(process.execPath, [tsc, '-b', 'server'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('could not build the server');
}

/** A 4000×3000 JPEG with photo-like detail (shapes, gradient, sensor-like noise), about 4 MB. */
async function twelveMegapixelJpeg() {
  const sharp = serverRequire('sharp');
  const [width, height] = [4000, 3000];
  const shapes = Array.from({ length: 40 }, (_, i) => {
    const x = (i * 977) % width;
    const y = (i * 613) % height;
    return `<circle cx="${x}" cy="${y}" r="${80 + ((i * 37) % 400)}" fill="hsl(${(i * 53) % 360},60%,${30 + (i % 5) * 10}%)" opacity="0.7"/>`;
  }).join('');
  const scene = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9cc"/><stop offset="1" stop-color="#335"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`,
  );
  const noise = await sharp({
    create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 22 } },
  })
    .png()
    .toBuffer();
  return sharp(scene)
    .flatten({ background: '#fff' })
    .composite([{ input: noise, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'Bench', Model: 'Phone' } })
    .toBuffer();
}

/** In a child process: `mode` over the file `runs` times, then JSON with rates and peak RSS. */
async function child(mode, file, runs) {
  const input = readFileSync(file);
  const sharp = serverRequire('sharp');
  const work =
    mode === 'baseline'
      ? () => sharp(input).resize(1600, 1600, { fit: 'inside' }).webp().toBuffer()
      : await import(pathToFileURL(PIPELINE_MODULE).href).then((m) => () => m.processPhoto(input));
  await work(); // warm-up: libvips and the JIT
  const rssBefore = process.memoryUsage().rss;
  let started = performance.now();
  for (let i = 0; i < runs; i++) await work();
  const sequential = runs / ((performance.now() - started) / 1000);
  started = performance.now();
  await Promise.all(
    [0, 1].map(async () => {
      for (let i = 0; i < runs / 2; i++) await work();
    }),
  );
  const parallel = runs / ((performance.now() - started) / 1000);
  const peakMb = process.resourceUsage().maxRSS / 1024;
  console.log(JSON.stringify({ sequential, parallel, peakMb, startMb: rssBefore / 2 ** 20 }));
}

function runChild(mode, file) {
  return new Promise((resolve, reject) => {
    const proc = spawn(
      process.execPath,
      [fileURLToPath(import.meta.url), '--child', mode, file, String(RUNS)],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    proc.stdout.on('data', (chunk) => (out += chunk));
    proc.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`${mode} bench exited ${code}`)),
    );
  });
}

/** Signs up a bench member and uploads the photo (then deletes it) `runs` times through HTTP. */
async function measureEndpoint(base, jpeg, runs) {
  const headers = { 'x-request-type': 'client' };
  const signup = await fetch(`${base}/api/signup.php`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench.photos.${Date.now()}@example.com`,
      name: 'Benchmark',
      password: 'bench-password-1',
      date_of_birth: '1990-01-01',
    }),
  });
  if (!signup.ok)
    throw new Error(`sign-up for the photo bench failed: ${signup.status} ${await signup.text()}`);
  const cookie = signup.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const form = new FormData();
    form.append('photo', new Blob([jpeg], { type: 'image/jpeg' }), 'photo.jpg');
    const started = performance.now();
    const response = await fetch(`${base}/api/photos.php`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: form,
    });
    samples.push(performance.now() - started);
    if (!response.ok) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
    const { photos } = await response.json();
    await fetch(`${base}/api/photos.php?id=${photos[0].id}`, {
      method: 'DELETE',
      headers: { ...headers, cookie },
    });
  }
  samples.sort((a, b) => a - b);
  return {
    perSecond: runs / (samples.reduce((a, b) => a + b, 0) / 1000),
    p50Ms: samples[Math.floor(runs / 2)],
  };
}

/** The whole photo bench; `base` (a running server) adds the endpoint figures. */
export async function measurePhotoPipeline({ base } = {}) {
  ensureServerBuilt();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'amora-photo-bench-'));
  try {
    const jpeg = await twelveMegapixelJpeg();
    const file = path.join(dir, 'photo.jpg');
    writeFileSync(file, jpeg);
    const pipeline = await runChild('pipeline', file);
    const baseline = await runChild('baseline', file);
    const endpoint = base ? await measureEndpoint(base, jpeg, RUNS) : null;
    return { inputMb: jpeg.length / 2 ** 20, runs: RUNS, pipeline, baseline, endpoint };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function formatPhotoPipeline(result) {
  const { pipeline: p, baseline: b, endpoint: e } = result;
  return [
    `photo pipeline, 12 MP JPEG (${result.inputMb.toFixed(1)} MB): ${p.sequential.toFixed(2)} photos/s (two at once ${p.parallel.toFixed(2)}/s), peak RSS ${p.peakMb.toFixed(0)} MB; bare sharp decode → 1600 px WebP: ${b.sequential.toFixed(2)}/s (two at once ${b.parallel.toFixed(2)}/s), peak RSS ${b.peakMb.toFixed(0)} MB`,
    e
      ? `  POST /api/photos.php end to end: ${e.perSecond.toFixed(2)} uploads/s, p50 ${e.p50Ms.toFixed(0)} ms (${result.runs} uploads)`
      : '  POST /api/photos.php: skipped (no server running)',
  ].join('\n');
}

if (process.argv[2] === '--child') {
  await child(process.argv[3], process.argv[4], Number(process.argv[5]));
} else if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(formatPhotoPipeline(await measurePhotoPipeline({ base: process.env.BENCH_BASE_URL })));
}
