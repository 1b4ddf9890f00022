import { manifestShapeProblems, remoteEntryFile } from '@amora/contracts/plain';
import { createRetryingFetch } from './fetch-with-retry';

/** A remote as the registry names it: its manifest, and the previous release to fall back to. */
export interface RemoteRef {
  name: string;
  /** Absolute URL of the release's `mf-manifest.json`. */
  entry: string;
  /** Absolute URL of the previous release's manifest (the registry's `fallbackEntry`). */
  fallbackEntry?: string;
}

/** A webpack container: what a remote's `remoteEntry.js` defines under its global name. */
export interface Container {
  init(shareScope: object): Promise<void> | void;
  get(request: string): Promise<() => unknown>;
}

export interface FederationRuntimeDeps {
  /** Fetches a manifest (the network retry is in here). */
  fetch(url: string): Promise<Response>;
  /** Runs a remote entry script and returns the container it defines as `globalName`. */
  loadScript(url: string, globalName: string): Promise<Container>;
  /** The page's share scope, holding the shell's own shared modules. */
  shareScope(): Promise<object>;
  log?(message: string): void;
}

interface LoadedManifest {
  name: string;
  metaData: { remoteEntry: { name: string; path?: string }; globalName?: string };
}

/**
 * The shell's federation runtime (ADR 0027): loads a remote's module by `<remote>/<expose>` on top of
 * webpack's own container runtime. A remote is its manifest (from the registry) → its remote entry
 * script → the container, initialised once with the page's share scope, so every remote uses the
 * shell's singletons. When a remote cannot be loaded, its previous release is loaded instead (once
 * per remote and page); if that fails too, the error reaches the caller (RemoteMount's error panel).
 */
export function createFederationRuntime(deps: FederationRuntimeDeps) {
  const { log = (message: string) => console.error(message) } = deps;
  const remotes = new Map<string, RemoteRef>();
  const containers = new Map<string, Promise<Container>>();
  const triedFallback = new Set<string>();

  async function openContainer(manifestUrl: string, remote: string): Promise<Container> {
    const response = await deps.fetch(manifestUrl);
    if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
    const manifest: unknown = await response.json();
    const problems = manifestShapeProblems(manifest, remote);
    if (problems.length > 0) throw new Error(`${manifestUrl}: ${problems.join('; ')}`);
    const { metaData } = manifest as LoadedManifest;
    const entryUrl = new URL(remoteEntryFile(metaData.remoteEntry), manifestUrl).href;
    const container = await deps.loadScript(entryUrl, metaData.globalName ?? remote);
    await container.init(await deps.shareScope());
    return container;
  }

  function containerOf(remote: string, manifestUrl: string): Promise<Container> {
    let container = containers.get(remote);
    if (!container) {
      container = openContainer(manifestUrl, remote);
      containers.set(remote, container);
      // A failed load is not kept: the fallback, or a later mount, tries again.
      container.catch(() => containers.delete(remote));
    }
    return container;
  }

  async function loadFrom<T>(remote: string, manifestUrl: string, request: string): Promise<T> {
    const container = await containerOf(remote, manifestUrl);
    const factory = await container.get(request);
    return factory() as T;
  }

  return {
    /** Makes the registry's remotes loadable (a second registration of a name replaces the first). */
    registerRemotes(list: RemoteRef[]): void {
      for (const remote of list) {
        remotes.set(remote.name, remote);
        containers.delete(remote.name);
      }
    },

    /** The module `id` (`mf_chat/app`, `mf_likes/widgets/match`) of a registered remote. */
    async loadRemote<T>(id: string): Promise<T> {
      const slash = id.indexOf('/');
      const name = slash > 0 ? id.slice(0, slash) : id;
      const request = slash > 0 ? `./${id.slice(slash + 1)}` : '.';
      const remote = remotes.get(name);
      if (!remote) throw new Error(`${name} is not in the registry`);
      try {
        return await loadFrom<T>(name, remote.entry, request);
      } catch (error) {
        const fallback = remote.fallbackEntry;
        if (!fallback || triedFallback.has(name)) throw error;
        triedFallback.add(name);
        log(
          `${name} failed to load (${error instanceof Error ? error.message : String(error)}); trying ${fallback}`,
        );
        remotes.set(name, { name, entry: fallback });
        containers.delete(name);
        return loadFrom<T>(name, fallback, request);
      }
    },
  };
}

export type FederationRuntime = ReturnType<typeof createFederationRuntime>;

declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, object>;

/** Runs a classic script (as the page's preload hints fetched it: no `crossorigin`). */
function loadScript(url: string, globalName: string): Promise<Container> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      const container = (window as unknown as Record<string, Container | undefined>)[globalName];
      if (container) resolve(container);
      else reject(new Error(`${url} defined no container ${globalName}`));
    };
    script.onerror = () => reject(new Error(`ScriptNetworkError: ${url} could not be loaded`));
    document.head.appendChild(script);
  });
}

const pageRuntime = createFederationRuntime({
  fetch: createRetryingFetch(),
  loadScript,
  shareScope: async () => {
    await __webpack_init_sharing__('default');
    return __webpack_share_scopes__.default!;
  },
});

export const registerRemotes = pageRuntime.registerRemotes;
export const loadRemote = pageRuntime.loadRemote;
