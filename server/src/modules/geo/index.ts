/** The geo area's public entry: what other areas may use of it. */
export { resolvePlace } from './resolve-place.js';
export { locateCity } from './city-coordinates.js';
export type { ResolvedProfilePatch } from './resolve-place.js';
