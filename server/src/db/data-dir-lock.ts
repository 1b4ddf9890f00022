import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The file in a PGlite folder that names the process using it. */
export const LOCK_FILE = 'amora-server.pid';

/**
 * PGlite is PostgreSQL in one process without PostgreSQL's postmaster lock: a second server started
 * on the same folder (`npm start` run twice, a bench beside a running site) opens the same files
 * and both write, which corrupts the database until it no longer starts. So a server claims its
 * folder first, and a second one stops with a message saying why, before it touches a file.
 */
export class DataDirectoryInUseError extends Error {
  constructor(
    readonly directory: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${directory} is in use by another Amora server (process ${pid}). ` +
        'Only one server can use a data folder at a time: stop that server, or set DATA_DIR to another folder ' +
        `(if no Amora server runs there, delete ${path.join(directory, LOCK_FILE)}).`,
    );
    this.name = 'DataDirectoryInUseError';
  }
}

/** Folders this process holds (tests open several databases in one process). */
const held = new Set<string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ownerOf(lockPath: string): number | null {
  try {
    const pid = Number(readFileSync(lockPath, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Claims `directory` for this process; returns the release. A lock left by a process that no longer
 * runs (a crash, a killed server) is taken over.
 */
export function lockDataDirectory(directory: string): () => void {
  const resolved = path.resolve(directory);
  const lockPath = path.join(resolved, LOCK_FILE);
  if (held.has(resolved)) throw new DataDirectoryInUseError(resolved, process.pid);
  try {
    writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = ownerOf(lockPath);
    if (owner !== null && owner !== process.pid && isRunning(owner))
      throw new DataDirectoryInUseError(resolved, owner);
    writeFileSync(lockPath, String(process.pid));
  }
  held.add(resolved);
  return () => {
    if (!held.delete(resolved)) return;
    if (ownerOf(lockPath) === process.pid) unlinkSync(lockPath);
  };
}
