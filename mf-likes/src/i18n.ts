/** The likes namespace, one chunk per language, loaded when the area mounts and on language change. */
export const NAMESPACE = 'likes';

export function loadTranslations(locale: string): Promise<Record<string, unknown>> {
  return import(/* webpackChunkName: "i18n-likes-[request]" */ `./locales/${locale}.json`).then(
    (module: { default: Record<string, unknown> }) => module.default,
  );
}
