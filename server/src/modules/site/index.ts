/** The site area's public entry: what other areas may use of it. */
export { createSettingsFastPath } from './settings-fast-path.js';
