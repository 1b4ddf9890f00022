/** The credits area's routes, which only the app registers (other areas use index.ts). */
export { spendingControlRoutes } from './spending-controls-routes.js';
