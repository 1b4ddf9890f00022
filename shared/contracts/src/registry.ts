import * as z from 'zod/mini';

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

const ManifestUrlSchema = z.string().check(z.refine(isManifestUrl, { error: 'not a manifest URL' }));

export const RegistryEntrySchema = z.object({
  entry: ManifestUrlSchema,
  version: z.string().check(z.minLength(1), z.maxLength(100)),
  buildVersion: z.optional(z.string().check(z.maxLength(200))),
  /** The previously released version: the fallback plugin tries it when `entry` fails to load. */
  fallbackEntry: z.optional(ManifestUrlSchema),
  releasedAt: z.optional(z.string()),
});
export type RegistryEntry = z.infer<typeof RegistryEntrySchema>;

export interface Registry {
  schemaVersion: typeof REGISTRY_SCHEMA_VERSION;
  remotes: Record<string, RegistryEntry>;
}

export interface ParsedRegistry {
  registry: Registry;
  /** One line per skipped entry, for the log. */
  errors: string[];
}

const RegistryEnvelopeSchema = z.object({
  schemaVersion: z.literal(REGISTRY_SCHEMA_VERSION),
  remotes: z.record(z.string(), z.unknown()),
});

const REMOTE_KEY_PATTERN = /^[a-z][a-z0-9_]{1,63}$/;

/**
 * Validates the envelope strictly and each entry on its own: one bad entry is skipped (and
 * reported) so the rest of the site still renders. Returns null when the envelope itself is bad.
 */
export function parseRegistry(input: unknown): ParsedRegistry | null {
  const envelope = RegistryEnvelopeSchema.safeParse(input);
  if (!envelope.success) return null;
  const remotes: Record<string, RegistryEntry> = {};
  const errors: string[] = [];
  for (const [name, raw] of Object.entries(envelope.data.remotes)) {
    if (!REMOTE_KEY_PATTERN.test(name)) {
      errors.push(`registry entry "${name}" skipped: not a valid remote name`);
      continue;
    }
    const entry = RegistryEntrySchema.safeParse(raw);
    if (entry.success) remotes[name] = entry.data;
    else errors.push(`registry entry "${name}" skipped: ${z.prettifyError(entry.error).replace(/\n/g, ' ')}`);
  }
  return { registry: { schemaVersion: REGISTRY_SCHEMA_VERSION, remotes }, errors };
}

/**
 * The minimum a remote's mf-manifest.json must show before the registry offers it: valid JSON of
 * the right shape, named as its registry key, exposing `./app`, with a remote entry to load.
 * (The full contract, with the version policy, is checked at release time by @amora/mf-config.)
 */
export function manifestShapeProblems(manifest: unknown, expectedName: string): string[] {
  const parsed = ManifestShapeSchema.safeParse(manifest);
  if (!parsed.success) return ['manifest is not a federation manifest'];
  const problems: string[] = [];
  if (parsed.data.name !== expectedName)
    problems.push(`manifest is named "${parsed.data.name}", not "${expectedName}"`);
  if (!parsed.data.exposes.some((expose) => expose.path === './app'))
    problems.push('manifest does not expose ./app');
  return problems;
}

const ManifestShapeSchema = z.object({
  name: z.string(),
  metaData: z.object({ remoteEntry: z.object({ name: z.string().check(z.minLength(1)) }) }),
  exposes: z.array(z.object({ path: z.string() })),
});
