/*
 * `/complete-signup` in a chunk of its own: its steps check the profile with `ProfilePatchSchema`
 * (zod and the profile schemas), which must not ride on /signup's first load (ADR 0051).
 * The sign-up form fetches it ahead, beside its own schema, so the page after a sign-up shows at once.
 */
export const loadCompleteSignupPage = () =>
  import(/* webpackChunkName: "page-complete-signup" */ '../complete-signup/CompleteSignupPage').then(
    (module) => module.CompleteSignupPage,
  );
