/** The likes area's routes, which only the app registers (other areas use index.ts). */
export { likesRoutes } from './likes-routes.js';
