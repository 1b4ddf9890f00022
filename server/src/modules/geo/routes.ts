/** The geo area's routes, which only the app registers (other areas use index.ts). */
export { geoRoutes } from './geo-routes.js';
