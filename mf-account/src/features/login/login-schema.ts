/*
 * The login form's schema in a module of its own: `LoginForm` loads it with `import()`, so the
 * schema and zod come in a chunk of their own when the member first focuses the form, not with
 * the page (/login is a first load: ADR 0051).
 */
export { LoginBodySchema } from '@amora/contracts';
