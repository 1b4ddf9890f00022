/** The chat area's routes, which only the app registers (other areas use index.ts). */
export { chatRoutes } from './chat-routes.js';
