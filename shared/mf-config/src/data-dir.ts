import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The repository root: the nearest folder up from `start` whose package.json declares workspaces. */
export function findRepoRoot(start: string = process.cwd()): string {
  let dir = path.resolve(start);
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in (JSON.parse(readFileSync(manifest, 'utf8')) as object))
      return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no workspace root above ${start}`);
    dir = parent;
  }
}

/** `DATA_DIR`, or `<repo>/data` by default: the same folder the server serves releases from. */
export function resolveDataDir(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): string {
  return env.DATA_DIR ? path.resolve(cwd, env.DATA_DIR) : path.join(findRepoRoot(cwd), 'data');
}
