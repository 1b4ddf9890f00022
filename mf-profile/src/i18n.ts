import { createTranslationGroups } from '@amora/ui';

/** The profile namespace, one chunk per group and language, loaded when needed and on language change. */
export const NAMESPACE = 'profile';

/**
 * The namespace's texts live in one folder per feature group (`locales/<group>/<lng>.json`):
 * `search` (member search and the profile view), `own` (the own profile, photos, location),
 * `report` (the report dialog, loaded with it).
 * `core` and `search` load with the area (search is the members' home page); `own` with the own
 * profile page (routes.tsx), so `/members` does not download it.
 */
export const TRANSLATION_GROUPS = ['core', 'search', 'own', 'report'] as const;
export type TranslationGroupName = (typeof TRANSLATION_GROUPS)[number];

export const translations = createTranslationGroups<TranslationGroupName>({
  namespace: NAMESPACE,
  core: ['core', 'search'],
  load: (group, locale) =>
    import(/* webpackChunkName: "i18n-profile-[request]" */ `./locales/${group}/${locale}.json`).then(
      (module: { default: Record<string, unknown> }) => module.default,
    ),
});

export const { loadTranslations, TranslationGroup } = translations;
