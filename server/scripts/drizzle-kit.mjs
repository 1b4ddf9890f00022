// Runs drizzle-kit. npm nests drizzle-orm under server/ (its optional peers live here), while
// drizzle-kit is hoisted to the root and imports drizzle-orm from there; a temporary link bridges it.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const kitBin = path.join(path.dirname(require.resolve('drizzle-kit')), 'bin.cjs');
const rootModules = path.resolve(path.dirname(kitBin), '..');
const link = path.join(rootModules, 'drizzle-orm');
const local = path.resolve('node_modules/drizzle-orm');
const needsLink = !existsSync(link) && existsSync(local);
if (needsLink) symlinkSync(local, link, 'dir');
try {
  const result = spawnSync(process.execPath, [kitBin, ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exitCode = result.status ?? 1;
} finally {
  if (needsLink) rmSync(link);
}
