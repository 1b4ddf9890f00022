import type { Chunk, Compilation, Compiler, Module } from 'webpack';
import type { SharedConfig } from './shared-map.js';

export const MANIFEST_FILE = 'mf-manifest.json';
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';
/** The chunk name of an expose (`app` → `__federation_expose_app`), so its files can be listed. */
export const exposeChunkName = (bare: string): string => `__federation_expose_${bare.replace(/\W/g, '_')}`;

export interface FederationManifestOptions {
  /** The container's name, which is also its global variable (`mf_chat`). */
  name: string;
  /** The package name and the version the build is marked with. */
  buildName: string;
  buildVersion: string;
  /** The exposes by their request (`./app`). */
  exposes: string[];
  shared: Record<string, SharedConfig>;
}

export interface ManifestShare {
  id: string;
  name: string;
  version: string;
  singleton: boolean;
  requiredVersion: string;
}

export interface ManifestExpose {
  id: string;
  name: string;
  path: string;
  assets: { js: { sync: string[]; async: string[] }; css: { sync: string[]; async: string[] } };
}

/** What webpack's ProvideSharedModule holds (internal fields, stable across webpack 5). */
interface ProvidedModule {
  _name: string;
  _version: string | false;
}

/**
 * Writes `mf-manifest.json` for a remote built with webpack's own container plugin (ADR 0027): the
 * remote entry the shell loads, the files of each expose (the server preloads `./app`'s), and every
 * share the build provides with the version it really provides (for `react` served by Preact's
 * compatibility layer, Preact's: ADR 0025). The release check and the shell's loader read it; its
 * shape is the subset of the federation manifest format they need.
 */
export class FederationManifestPlugin {
  constructor(private readonly options: FederationManifestOptions) {}

  apply(compiler: Compiler): void {
    const { Compilation: CompilationClass, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('AmoraFederationManifest', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'AmoraFederationManifest', stage: CompilationClass.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const manifest = this.manifestOf(compilation);
          compilation.emitAsset(MANIFEST_FILE, new sources.RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  }

  private manifestOf(compilation: Compilation) {
    const { name, buildName, buildVersion } = this.options;
    return {
      id: name,
      name,
      metaData: {
        name,
        type: 'app',
        buildInfo: { buildVersion, buildName },
        remoteEntry: { name: REMOTE_ENTRY_FILE, path: '', type: 'global' },
        globalName: name,
        publicPath: 'auto',
      },
      shared: this.sharesOf(compilation),
      exposes: this.options.exposes.map((request) => this.exposeOf(compilation, request)),
    };
  }

  private sharesOf(compilation: Compilation): ManifestShare[] {
    const shares = new Map<string, ManifestShare>();
    for (const module of compilation.modules as Iterable<Module>) {
      if (module.constructor.name !== 'ProvideSharedModule') continue;
      const { _name: key, _version: found } = module as unknown as ProvidedModule;
      const config = this.options.shared[key];
      const version = config?.version ?? (found || '');
      shares.set(key, {
        id: `${this.options.name}:${key}`,
        name: key,
        version,
        singleton: config?.singleton ?? false,
        requiredVersion: config?.requiredVersion ?? '*',
      });
    }
    return [...shares.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  private exposeOf(compilation: Compilation, request: string): ManifestExpose {
    const bare = request.replace(/^\.\//, '');
    const group = compilation.namedChunkGroups.get(exposeChunkName(bare));
    const sync = group ? group.chunks.flatMap((chunk: Chunk) => [...chunk.files].filter(isScript)) : [];
    const async = group
      ? [...new Set(group.chunks.flatMap((chunk: Chunk) => [...chunk.getAllAsyncChunks()]))]
          .flatMap((chunk) => [...chunk.files].filter(isScript))
          .filter((file) => !sync.includes(file))
      : [];
    return {
      id: `${this.options.name}:${bare}`,
      name: bare,
      path: request,
      assets: { js: { sync, async }, css: { sync: [], async: [] } },
    };
  }
}

const isScript = (file: string): boolean => file.endsWith('.js') && !file.includes('.hot-update.');
