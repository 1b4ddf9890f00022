/**
 * The pending-exports page's own namespace: loaded only with `./backoffice/exports`, so neither
 * members' pages nor the area's other staff pages download it.
 */
export const EXPORTS_NAMESPACE = 'account-backoffice-exports';

export function loadExportsTranslations(locale: string): Promise<Record<string, unknown>> {
  return import(
    /* webpackChunkName: "i18n-account-backoffice-exports-[request]" */ `../../locales/backoffice-exports/${locale}.json`
  ).then((module: { default: Record<string, unknown> }) => module.default);
}
