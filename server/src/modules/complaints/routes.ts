/** The complaints area's routes, which only the app registers (other areas use index.ts). */
export { complaintRoutes } from './complaint-routes.js';
export { staffComplaintRoutes } from './staff-complaint-routes.js';
