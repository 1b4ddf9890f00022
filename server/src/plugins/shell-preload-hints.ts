import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  ROUTES,
  SHELL_LANGUAGE_CHUNKS_FILE,
  manifestShapeProblems,
  remoteEntryFile,
  type Locale,
  type RouteName,
} from '@amora/contracts';
import { currentReleaseEntry } from './release-registry.js';

/** The remote that renders each route of the table (`ROUTES`). */
const REMOTE_OF_ROUTE = new Map<RouteName, string>(ROUTES.map((route) => [route.name, route.remote]));

interface ManifestShape {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ path?: string; name?: string; assets?: { js?: { sync?: string[] } } }>;
}

/** A preload of something `fetch()` reads: cors mode and same-origin credentials, as fetch's defaults. */
const fetchHint = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin=anonymous`;
/** A preload of a classic script: the federation runtime and webpack add theirs without `crossorigin`. */
const scriptHint = (url: string) => `<${url}>; rel=preload; as=script`;

/** A file of the shell's own folder, as the build names its chunks: nothing else is hinted. */
const SHELL_CHUNK_URL = /^\/[\w.-]+\.js$/;

/**
 * Each language's first-screen chunks from the shell build's `language-chunks.json` (its texts and
 * the API messages); `{}` when the file is missing or not what the build writes (an older build):
 * the page then loads them as before, after `main.js` has run.
 */
async function readLanguageChunks(shellDist: string): Promise<Partial<Record<Locale, string[]>>> {
  const raw = await readFile(path.join(shellDist, SHELL_LANGUAGE_CHUNKS_FILE), 'utf8').catch(() => null);
  if (raw === null) return {};
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const chunks: Partial<Record<Locale, string[]>> = {};
    for (const [locale, files] of Object.entries(parsed)) {
      if (!Array.isArray(files)) continue;
      chunks[locale as Locale] = files.filter(
        (file): file is string => typeof file === 'string' && SHELL_CHUNK_URL.test(file),
      );
    }
    return chunks;
  } catch {
    return {};
  }
}

/**
 * `Link` preload hints for the shell's HTML (LCP). Without them the browser learns of the
 * registry after the shell's entry ran, of the route's remote after the registry arrived, and of
 * its `./app` files after its manifest arrived: three round trips in a row before the page can
 * render. With them all of it downloads beside the shell's own chunks. The hints name exactly the
 * files the shell then asks for (the registry, the route's remote manifest, its remote entry and
 * the `./app` expose's first files from that manifest), so nothing is fetched twice (the budget
 * test fails on a double fetch). A release on another origin (a CDN) gets no hints but the registry.
 */
export function createShellPreloadHints(dataDir: string, shellDist: string) {
  // Per manifest path (immutable: a release never changes), the hints of its files.
  const releaseHints = new Map<string, string[]>();

  const hintsOfRelease = async (manifestUrl: string, remote: string): Promise<string[]> => {
    const known = releaseHints.get(manifestUrl);
    if (known) return known;
    const raw = await readFile(path.join(dataDir, ...manifestUrl.split('/').filter(Boolean)), 'utf8').catch(
      () => null,
    );
    let manifest: ManifestShape | null = null;
    try {
      manifest = raw ? (JSON.parse(raw) as ManifestShape) : null;
    } catch {
      manifest = null;
    }
    if (!manifest || manifestShapeProblems(manifest, remote).length > 0) return [];
    const folder = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
    const entry = manifest.metaData?.remoteEntry;
    const app = manifest.exposes?.find((expose) => expose.path === './app' || expose.name === 'app');
    const files = [
      ...(entry?.name ? [remoteEntryFile({ name: entry.name, path: entry.path })] : []),
      ...(app?.assets?.js?.sync ?? []),
    ];
    const hints = [fetchHint(manifestUrl), ...files.map((file) => scriptHint(folder + file))];
    if (releaseHints.size > 200) releaseHints.clear();
    releaseHints.set(manifestUrl, hints);
    return hints;
  };

  /**
   * The `Link` header value for a page of `route` (null: a 404 page, which mounts no remote), in
   * the order the page needs them (ADR 0053): the calls the boot waits for (the settings; `GET
   * /api/user.php` when the request carries a session cookie: a visitor's hint could only fetch
   * `{ user: null }` early), then the registry and the route's remote. The shell's `main.js` is not
   * hinted: the HTML names it as a deferred script, and a preload made it a high-priority request
   * that Lighthouse then counted before the first paint (`/login` scored 85-92 with the hint, 93-94
   * without, in alternating runs).
   */
  return async function preloadHints(
    route: RouteName | null,
    { member = false, locale }: { member?: boolean; locale: Locale },
  ): Promise<string> {
    const languageChunks = (await readLanguageChunks(shellDist))[locale] ?? [];
    const hints = [
      fetchHint('/api/settings.php'),
      ...(member ? [fetchHint('/api/user.php')] : []),
      ...languageChunks.map(scriptHint),
      fetchHint('/mf-registry.json'),
    ];
    const remote = route ? REMOTE_OF_ROUTE.get(route) : undefined;
    if (!remote) return hints.join(', ');
    const entry = await currentReleaseEntry(dataDir, remote);
    if (entry?.startsWith('/mf/')) hints.push(...(await hintsOfRelease(entry, remote)));
    return hints.join(', ');
  };
}
