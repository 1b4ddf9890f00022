#!/usr/bin/env node
// `npm test`: typecheck, lint, the i18n completeness check, every package's Jest suite (units and
// server routes on PGlite, or on PostgreSQL with DATABASE_URL), then the Playwright suites against
// the composed site in Chromium. Stops at the first failing step. The three checks are
// single-threaded and independent: they run at once (the machines have two cores), each one's
// output printed whole when it ends.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);

const STEPS = [
  { id: 'typecheck', title: 'typecheck (tsc -b)', command: ['npx', 'tsc', '-b'], atOnce: true },
  { id: 'lint', title: 'lint (eslint, prettier)', command: ['npm', 'run', 'lint'], atOnce: true },
  {
    id: 'i18n',
    title: 'i18n completeness (11 locales)',
    command: ['node', 'scripts/check-i18n.mjs'],
    atOnce: true,
  },
  {
    id: 'unit',
    title: 'unit and server tests (jest, per package)',
    command: ['npx', 'lerna', 'run', 'test', '--ignore', '@amora/e2e', '--concurrency', '1', '--stream'],
  },
  {
    id: 'e2e',
    title: 'browser tests (Playwright in Chromium)',
    command: ['npm', 'test', '-w', '@amora/e2e'],
  },
];

/** Runs a step with its output held, then prints it under its title. */
function runHeld(step) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.command[0], step.command.slice(1), { cwd: root, env: process.env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      console.log(`\n━━ ${step.title}`);
      process.stdout.write(Buffer.concat(output));
      resolve({ step, ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(0) });
    });
  });
}

const chosen = STEPS.filter((s) => only.length === 0 || only.includes(s.id));
const results = await Promise.all(chosen.filter((s) => s.atOnce).map(runHeld));
for (const step of chosen.filter((s) => !s.atOnce)) {
  if (results.some((r) => !r.ok)) break;
  console.log(`\n━━ ${step.title}`);
  const started = Date.now();
  const { status } = spawnSync(step.command[0], step.command.slice(1), {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  results.push({ step, ok: status === 0, seconds });
}

console.log('\n━━ summary');
for (const { step, ok, seconds } of results) console.log(`${ok ? '✔' : '✖'} ${step.title} (${seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
process.exit(failed === 0 && results.length > 0 ? 0 : 1);
