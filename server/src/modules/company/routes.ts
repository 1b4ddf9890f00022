/** The company area's routes, which only the app registers (other areas use index.ts). */
export { companyRoutes } from './company-routes.js';
