// Starts the site exactly as `npm start` does, on a fresh data directory and a freshly built shell
// (its baked-in registry then matches this data directory). Playwright stops it after the run.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
rmSync(process.env.DATA_DIR, { recursive: true, force: true });
rmSync(path.join(root, 'shell', 'dist'), { recursive: true, force: true });
const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
