/** The site area's routes, which only the app registers (other areas use index.ts). */
export { settingsRoutes } from './settings-routes.js';
export { webAppManifestRoutes } from './web-app-manifest.js';
export { staffSiteSettingsRoutes } from './staff-settings-routes.js';
