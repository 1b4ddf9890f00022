/*
 * `@amora/contracts/plain`: the contracts without a single schema, so nothing here loads zod. The
 * shell, `@amora/platform` and `@amora/ui` import their values from this entry (types may come from
 * either): they are on every page's first load, and a validation library is not needed to paint it
 * (ADR 0049). `plain.test.ts` fails when a module here pulls zod in. A module
 * that declares schemas belongs in `index.ts` only.
 */
export * from './constants.js';
export * from './brand.js';
export * from './locales.js';
export * from './countries.js';
export * from './routes.js';
export * from './entry-warning-rules.js';
export * from './footer-links.js';
export * from './registry.js';
export * from './remote-module.js';
export * from './tracking.js';
export * from './profile-values.js';
export * from './api/errors.js';
export * from './api/realtime.js';
export * from './api/search-query.js';
export * from './api/search-nearby.js';
export * from './api/signup-rules.js';
export * from './api/push-page-message.js';
export * from './messages/index.js';
export * from './front-matter.js';
