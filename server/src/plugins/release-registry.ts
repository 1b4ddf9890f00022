import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseRegistry } from '@amora/contracts';

/** The registry of remote releases, in the data directory beside the releases (`mf/`). */
export const REGISTRY_FILE = 'mf-registry.json';

/**
 * The manifest path of `remote`'s current release (`/mf/<remote>/<version>/mf-manifest.json`, or a
 * CDN URL), or undefined when the registry is missing, unreadable or has no entry for it.
 */
export async function currentReleaseEntry(dataDir: string, remote: string): Promise<string | undefined> {
  const raw = await readFile(path.join(dataDir, REGISTRY_FILE), 'utf8').catch(() => null);
  try {
    return raw ? parseRegistry(JSON.parse(raw))?.registry.remotes[remote]?.entry : undefined;
  } catch {
    return undefined;
  }
}
