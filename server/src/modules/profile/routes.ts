/** The profile area's routes, which only the app registers (other areas use index.ts). */
export { ownProfileRoutes } from './own-profile-routes.js';
export { photoRoutes } from './photos/photo-routes.js';
export { staffPhotoRoutes } from './photos/staff-photo-routes.js';
export { profileRoutes } from './profile-routes.js';
export { listingPreferencesRoutes } from './listing-preferences-routes.js';
