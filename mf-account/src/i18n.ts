/** The account namespace, one chunk per language, loaded when the area mounts and on language change. */
export const NAMESPACE = 'account';

/**
 * The namespace's texts live in one folder per feature group (`locales/<group>/<lng>.json`), so
 * teams on different features do not edit the same file; they load together and merge.
 */
export const TRANSLATION_GROUPS = ['core', 'signup', 'settings', 'info'] as const;

export async function loadTranslations(locale: string): Promise<Record<string, unknown>> {
  const groups = await Promise.all(
    TRANSLATION_GROUPS.map((group) =>
      import(/* webpackChunkName: "i18n-account-[request]" */ `./locales/${group}/${locale}.json`).then(
        (module: { default: Record<string, unknown> }) => module.default,
      ),
    ),
  );
  return Object.assign({}, ...groups) as Record<string, unknown>;
}
