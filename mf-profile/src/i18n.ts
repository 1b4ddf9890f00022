/** The profile namespace, one chunk per language, loaded when the area mounts and on language change. */
export const NAMESPACE = 'profile';

/**
 * The namespace's texts live in one folder per feature group (`locales/<group>/<lng>.json`):
 * `search` (member search and the profile view), `own` (the own profile, photos, location).
 */
export const TRANSLATION_GROUPS = ['core', 'search', 'own'] as const;

export async function loadTranslations(locale: string): Promise<Record<string, unknown>> {
  const groups = await Promise.all(
    TRANSLATION_GROUPS.map((group) =>
      import(/* webpackChunkName: "i18n-profile-[request]" */ `./locales/${group}/${locale}.json`).then(
        (module: { default: Record<string, unknown> }) => module.default,
      ),
    ),
  );
  return Object.assign({}, ...groups) as Record<string, unknown>;
}
