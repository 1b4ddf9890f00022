import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REGISTRY_SCHEMA_VERSION, parseRegistry, type Registry, type RegistryEntry } from '@amora/contracts';

export const REGISTRY_FILE = 'mf-registry.json';
export const HISTORY_FILE = 'mf-registry-history.json';
const LOCK_DIR = '.mf-registry.lock';
const LOCK_STALE_MS = 30_000;

export interface ReleaseRecord {
  version: string;
  entry: string;
  buildVersion?: string;
  releasedAt: string;
}

/** Every release of every remote, oldest first: what a rollback walks back through. */
export type ReleaseHistory = Record<string, ReleaseRecord[]>;

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch {
    return null;
  }
}

/** Written to a temp file then renamed: a reader never sees half a registry. */
function writeJsonAtomic(file: string, value: unknown): void {
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(temp, file);
}

export function readRegistry(dataDir: string): Registry {
  const parsed = parseRegistry(readJson(path.join(dataDir, REGISTRY_FILE)));
  return parsed?.registry ?? { schemaVersion: REGISTRY_SCHEMA_VERSION, remotes: {} };
}

export function readHistory(dataDir: string): ReleaseHistory {
  const value = readJson(path.join(dataDir, HISTORY_FILE));
  return value && typeof value === 'object' ? (value as ReleaseHistory) : {};
}

/** A lock folder serialises concurrent releases (mkdir is atomic); a stale lock is broken. */
function acquireLock(dataDir: string): () => void {
  const lock = path.join(dataDir, LOCK_DIR);
  const deadline = Date.now() + LOCK_STALE_MS;
  for (;;) {
    try {
      mkdirSync(lock);
      return () => rmSync(lock, { recursive: true, force: true });
    } catch {
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > LOCK_STALE_MS || Date.now() > deadline) rmSync(lock, { recursive: true, force: true });
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
}

/** Reads registry and history, lets `change` edit them, and writes both back under the lock. */
export function updateRegistry(
  dataDir: string,
  change: (registry: Registry, history: ReleaseHistory) => void,
): Registry {
  mkdirSync(dataDir, { recursive: true });
  const release = acquireLock(dataDir);
  try {
    const registry = readRegistry(dataDir);
    const history = readHistory(dataDir);
    change(registry, history);
    writeJsonAtomic(path.join(dataDir, HISTORY_FILE), history);
    writeJsonAtomic(path.join(dataDir, REGISTRY_FILE), registry);
    return registry;
  } finally {
    release();
  }
}

export function entryFor(record: ReleaseRecord, fallback: ReleaseRecord | undefined): RegistryEntry {
  return {
    entry: record.entry,
    version: record.version,
    buildVersion: record.buildVersion,
    fallbackEntry: fallback && fallback.entry !== record.entry ? fallback.entry : undefined,
    releasedAt: record.releasedAt,
  };
}
