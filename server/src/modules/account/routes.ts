/** The account area's routes, which only the app registers (other areas use index.ts). */
export { accountRoutes } from './account-routes.js';
export { accountSettingsRoutes } from './account-settings-routes.js';
export { passwordRoutes } from './password-routes.js';
export { signupRoutes } from './signup-routes.js';
export { staffMemberRoutes } from './staff-member-routes.js';
