import { createTranslationGroups } from '@amora/ui';

/** The account namespace, one chunk per group and language, loaded when needed and on language change. */
export const NAMESPACE = 'account';

/**
 * The namespace's texts live in one folder per feature group (`locales/<group>/<lng>.json`), so
 * teams on different features do not edit the same file. `core` (the area and the login page)
 * loads with the area; the others with the first page of their group (routes.tsx), so the login
 * page does not download the sign-up, settings and legal texts (nor `restriction`, the login
 * refusal of a suspended or banned member, loaded when one happens).
 */
export const TRANSLATION_GROUPS = ['core', 'signup', 'settings', 'info', 'restriction'] as const;
export type TranslationGroupName = (typeof TRANSLATION_GROUPS)[number];

export const translations = createTranslationGroups<TranslationGroupName>({
  namespace: NAMESPACE,
  core: ['core'],
  load: (group, locale) =>
    import(/* webpackChunkName: "i18n-account-[request]" */ `./locales/${group}/${locale}.json`).then(
      (module: { default: Record<string, unknown> }) => module.default,
    ),
});

export const { loadTranslations, TranslationGroup } = translations;
