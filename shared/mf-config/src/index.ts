export { createSharedMap, type SharedConfig, type SharedMapOptions } from './shared-map.js';
export {
  REACT_I18NEXT_EXPORTS,
  REACT_QUERY_EXPORTS,
  REACT_ROUTER_EXPORTS,
  SHARED_FACADES,
  writeSharedFacades,
  type SharedFacade,
} from './shared-facades.js';
export { loadVersionPolicy, workspacePackageVersion, type VersionPolicy } from './version-policy.js';
export {
  createAppWebpackConfig,
  createRemoteWebpackConfig,
  type RemoteWebpackOptions,
  resolveBuildMarker,
  contentHash,
  federationRuntimeSharing,
  REMOTE_ENTRY_FILE,
  type AppWebpackOptions,
  type AppWebpackConfig,
} from './webpack-config.js';
export { createStandalonePageWebpackConfig, type StandalonePageOptions } from './standalone-page.js';
export { checkManifest, type ManifestCheckOptions } from './check-manifest.js';
export {
  precompressFolder,
  isPrecompressedVariant,
  PrecompressPlugin,
  PRECOMPRESSED_VARIANTS,
  type PrecompressSummary,
} from './precompress.js';
export { findRepoRoot, resolveDataDir } from './data-dir.js';
export {
  readRegistry,
  readHistory,
  updateRegistry,
  REGISTRY_FILE,
  HISTORY_FILE,
  type ReleaseHistory,
  type ReleaseRecord,
} from './registry-store.js';
export {
  releaseRemote,
  rollbackRemote,
  readRemotePackage,
  ReleaseError,
  type ReleaseOptions,
} from './release.js';
