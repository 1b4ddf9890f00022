import type { Compiler } from 'webpack';
import type { SharedConfig } from './shared-map.js';

const MANIFEST_FILES = ['mf-manifest.json', 'mf-stats.json'];

interface ManifestShared {
  name: string;
  version?: unknown;
}

/**
 * Writes each singleton's configured version into the federation manifest. The manifest plugin
 * reads a share's version from the package named like the share, not from its `version` option, so
 * `react` served by Preact's compatibility layer (ADR 0025) would be recorded as the React build in
 * node_modules (and `preact/hooks`, whose folder has no version, as `false`). The release check and
 * the share preloading read the manifest, so it must say what the remote entry really provides.
 */
export class ManifestSharedVersionsPlugin {
  constructor(private readonly shared: Record<string, SharedConfig>) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('AmoraManifestSharedVersions', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'AmoraManifestSharedVersions', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          for (const file of MANIFEST_FILES) {
            const asset = compilation.getAsset(file);
            if (!asset) continue;
            const doc = JSON.parse(asset.source.source().toString()) as { shared?: ManifestShared[] };
            for (const entry of doc.shared ?? []) {
              const version = this.shared[entry.name]?.version;
              if (version) entry.version = version;
            }
            compilation.updateAsset(file, new sources.RawSource(JSON.stringify(doc, null, 2)));
          }
        },
      );
    });
  }
}
