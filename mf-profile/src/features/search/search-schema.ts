/*
 * The search form's schema in a module of its own: `SearchForm` loads it with `import()`, so the
 * schema and zod come in a chunk of their own when the member first uses the form, not with
 * /members (ADR 0051). The address filters are read without it (`search-params.ts`).
 */
export { SearchQuerySchema } from '@amora/contracts';
