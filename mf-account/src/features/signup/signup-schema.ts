/*
 * The sign-up form's schema in a module of its own: `useSignupForm` loads it with `import()`, so
 * the schema declarations and zod come in a chunk of their own when the member first focuses the
 * form (or submits it), not with /signup or the shell's signup modal (ADR 0051).
 */
export { SignupBodySchema } from '@amora/contracts';
