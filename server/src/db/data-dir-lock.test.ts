import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataDirectoryInUseError, LOCK_FILE, lockDataDirectory } from './data-dir-lock.js';
import { openDatabase } from './database.js';

let directory: string;
beforeEach(() => {
  directory = mkdtempSync(path.join(tmpdir(), 'amora-lock-'));
});
afterEach(() => rmSync(directory, { recursive: true, force: true }));

const lockFile = () => path.join(directory, LOCK_FILE);

describe('one server per embedded database folder', () => {
  it('names the process holding the folder and frees it on release', () => {
    const release = lockDataDirectory(directory);
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDirectory(directory)).toThrow(DataDirectoryInUseError);
    release();
    expect(existsSync(lockFile())).toBe(false);
    lockDataDirectory(directory)();
  });

  it('refuses a folder another running process holds, and says what to do', () => {
    // Process 1 always runs (init); whoever owns it, it is not this process.
    writeFileSync(lockFile(), '1');
    let thrown: unknown;
    try {
      lockDataDirectory(directory);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DataDirectoryInUseError);
    expect((thrown as DataDirectoryInUseError).pid).toBe(1);
    expect((thrown as Error).message).toMatch(/in use by another Amora server \(process 1\).*DATA_DIR/);
    // The other process's claim stays.
    expect(readFileSync(lockFile(), 'utf8')).toBe('1');
  });

  it('takes over a claim left by a process that no longer runs, or an unreadable one', () => {
    writeFileSync(lockFile(), '2147483646');
    const release = lockDataDirectory(directory);
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    release();
    writeFileSync(lockFile(), 'not a pid');
    lockDataDirectory(directory)();
  });

  it('keeps a second database from opening the folder until the first is closed', async () => {
    const pgliteDir = path.join(directory, 'pg');
    const first = await openDatabase({ databaseUrl: null, pgliteDir });
    await expect(openDatabase({ databaseUrl: null, pgliteDir })).rejects.toBeInstanceOf(
      DataDirectoryInUseError,
    );
    await first.close();
    const second = await openDatabase({ databaseUrl: null, pgliteDir });
    await second.close();
    expect(existsSync(path.join(pgliteDir, LOCK_FILE))).toBe(false);
  });
});
