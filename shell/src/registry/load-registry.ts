// `/mf-registry.json` with its baked-in fallback lives in @amora/platform (the staff console reads
// the same registry).
export { loadRegistry, toRemoteList, type LoadedRegistry, type LoadRegistryOptions } from '@amora/platform';
