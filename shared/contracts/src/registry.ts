/**
 * The remote registry (`/mf-registry.json`): the only mutable piece of a deployment. Releasing or
 * rolling back a remote is one write here; every build lives in an immutable versioned folder.
 */
export const REGISTRY_SCHEMA_VERSION = 1;
export const MANIFEST_FILE_NAME = 'mf-manifest.json';

/** Same-origin absolute paths or https URLs that point at a remote's mf-manifest.json. */
export function isManifestUrl(value: string): boolean {
  if (!value.endsWith(`/${MANIFEST_FILE_NAME}`)) return false;
  if (value.startsWith('/') && !value.startsWith('//')) return !/[\s\\]|\.\.\//.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
  } catch {
    return false;
  }
}

function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

export interface RegistryEntry {
  entry: string;
  version: string;
  buildVersion?: string;
  /** The previously released version: the shell's federation runtime tries it when `entry` fails to load. */
  fallbackEntry?: string;
  releasedAt?: string;
}

/*
 * The checks below are plain code, not schemas: the shell checks the registry on every first load
 * before it can load any area, and that path loads no validation library (ADR 0049).
 */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isOptionalString(value: unknown, maxLength = Infinity): boolean {
  return value === undefined || (typeof value === 'string' && value.length <= maxLength);
}

/** The problem of one registry entry, or null; the entry's own fields only (unknown ones dropped). */
function registryEntryProblem(raw: unknown): string | null {
  if (!isRecord(raw)) return 'not an object';
  if (typeof raw.entry !== 'string' || !isManifestUrl(raw.entry)) return 'entry: not a manifest URL';
  if (typeof raw.version !== 'string' || raw.version.length < 1 || raw.version.length > 100)
    return 'version: 1 to 100 characters';
  if (!isOptionalString(raw.buildVersion, 200)) return 'buildVersion: at most 200 characters';
  if (
    raw.fallbackEntry !== undefined &&
    (typeof raw.fallbackEntry !== 'string' || !isManifestUrl(raw.fallbackEntry))
  )
    return 'fallbackEntry: not a manifest URL';
  if (!isOptionalString(raw.releasedAt)) return 'releasedAt: not a string';
  return null;
}

function toRegistryEntry(raw: Record<string, unknown>): RegistryEntry {
  const entry: RegistryEntry = { entry: raw.entry as string, version: raw.version as string };
  if (raw.buildVersion !== undefined) entry.buildVersion = raw.buildVersion as string;
  if (raw.fallbackEntry !== undefined) entry.fallbackEntry = raw.fallbackEntry as string;
  if (raw.releasedAt !== undefined) entry.releasedAt = raw.releasedAt as string;
  return entry;
}

export interface Registry {
  schemaVersion: typeof REGISTRY_SCHEMA_VERSION;
  remotes: Record<string, RegistryEntry>;
}

export interface ParsedRegistry {
  registry: Registry;
  /** One line per skipped entry, for the log. */
  errors: string[];
}

const REMOTE_KEY_PATTERN = /^[a-z][a-z0-9_]{1,63}$/;

/**
 * Validates the envelope strictly and each entry on its own: one bad entry is skipped (and
 * reported) so the rest of the site still renders. Returns null when the envelope itself is bad.
 */
export function parseRegistry(input: unknown): ParsedRegistry | null {
  if (!isRecord(input) || input.schemaVersion !== REGISTRY_SCHEMA_VERSION || !isRecord(input.remotes))
    return null;
  const remotes: Record<string, RegistryEntry> = {};
  const errors: string[] = [];
  for (const [name, raw] of Object.entries(input.remotes)) {
    if (!REMOTE_KEY_PATTERN.test(name)) {
      errors.push(`registry entry "${name}" skipped: not a valid remote name`);
      continue;
    }
    const problem = registryEntryProblem(raw);
    if (problem === null) remotes[name] = toRegistryEntry(raw as Record<string, unknown>);
    else errors.push(`registry entry "${name}" skipped: ${problem}`);
  }
  return { registry: { schemaVersion: REGISTRY_SCHEMA_VERSION, remotes }, errors };
}

/** A manifest's remote entry as a path relative to the manifest (`remoteEntry.js`, `static/remoteEntry.js`). */
export function remoteEntryFile(remoteEntry: { name: string; path?: string }): string {
  return `${remoteEntry.path ? `${remoteEntry.path.replace(/\/$/, '')}/` : ''}${remoteEntry.name}`;
}

/**
 * The minimum a remote's mf-manifest.json must show before the registry offers it: valid JSON of
 * the right shape, named as its registry key, exposing `./app`, with a remote entry to load.
 * (The full contract, with the version policy, is checked at release time by @amora/mf-config.)
 */
export function manifestShapeProblems(manifest: unknown, expectedName: string): string[] {
  if (!isManifestShape(manifest)) return ['manifest is not a federation manifest'];
  const problems: string[] = [];
  if (manifest.name !== expectedName)
    problems.push(`manifest is named "${manifest.name}", not "${expectedName}"`);
  if (!manifest.exposes.some((expose) => expose.path === './app'))
    problems.push('manifest does not expose ./app');
  return problems;
}

interface ManifestShape {
  name: string;
  metaData: { remoteEntry: { name: string } };
  exposes: Array<{ path: string }>;
}

function isManifestShape(value: unknown): value is ManifestShape {
  if (!isRecord(value) || typeof value.name !== 'string') return false;
  const remoteEntry = isRecord(value.metaData) ? value.metaData.remoteEntry : undefined;
  if (!isRecord(remoteEntry) || typeof remoteEntry.name !== 'string' || remoteEntry.name.length < 1)
    return false;
  return (
    Array.isArray(value.exposes) &&
    value.exposes.every((expose) => isRecord(expose) && typeof expose.path === 'string')
  );
}
