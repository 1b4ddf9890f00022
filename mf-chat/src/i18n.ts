/** The chat namespace, one chunk per language, loaded when the area mounts and on language change. */
export const NAMESPACE = 'chat';

export function loadTranslations(locale: string): Promise<Record<string, unknown>> {
  return import(/* webpackChunkName: "i18n-chat-[request]" */ `./locales/${locale}.json`).then(
    (module: { default: Record<string, unknown> }) => module.default,
  );
}
