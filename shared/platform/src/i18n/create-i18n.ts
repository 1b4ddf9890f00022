import { LOCALES, MESSAGES_NAMESPACE, messageLoaders, isLocale, type Locale } from '@amora/contracts/plain';
import i18next, { type BackendModule, type i18n as I18n, type ReadCallback } from 'i18next';

type NamespaceLoader = (locale: string) => Promise<Record<string, unknown>>;

export interface PlatformI18n {
  i18n: I18n;
  /** Registers a namespace's loader and loads it for the current language. */
  registerTranslations(namespace: string, load: NamespaceLoader): Promise<void>;
}

/**
 * One i18next instance for the page. Each app registers a loader for its own namespace; the
 * backend below dispatches to it, so `changeLanguage` fetches every registered namespace for the
 * new language before anything re-renders (shell and mounted remotes switch together). Resolves
 * once the platform's messages are loaded.
 */
export async function createPlatformI18n(locale: Locale): Promise<PlatformI18n> {
  const { ready, ...platformI18n } = startPlatformI18n(locale);
  await ready;
  return platformI18n;
}

/**
 * `createPlatformI18n` without the wait: the instance at once, its messages loading (`ready`
 * settles when they are). The shell's boot renders only after `ready`, but can hand the instance
 * to an area's warm-up before (ADR 0052).
 */
export function startPlatformI18n(locale: Locale): PlatformI18n & { ready: Promise<unknown> } {
  const loaders = new Map<string, NamespaceLoader>([
    [MESSAGES_NAMESPACE, (lng) => (isLocale(lng) ? messageLoaders[lng]() : messageLoaders.en())],
  ]);
  const backend: BackendModule = {
    type: 'backend',
    init: () => undefined,
    read(language: string, namespace: string, callback: ReadCallback) {
      const load = loaders.get(namespace);
      if (!load) return callback(null, {});
      load(language).then(
        (resources) => callback(null, resources as never),
        (error: unknown) => callback(error as Error, false),
      );
    },
  };
  const instance = i18next.createInstance();
  const ready = instance.use(backend).init({
    lng: locale,
    fallbackLng: 'en',
    supportedLngs: [...LOCALES],
    ns: [MESSAGES_NAMESPACE],
    defaultNS: MESSAGES_NAMESPACE,
    // Message keys contain dots (`errors.loginFailed`); nesting is by JSON object in app namespaces.
    keySeparator: false,
    nsSeparator: ':',
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
    // Ask for the messages now, not one macrotask later (the default): they are on the path to the
    // first render (ADR 0052).
    initAsync: false,
  } as Parameters<I18n['init']>[0]);
  return {
    ready,
    i18n: instance,
    async registerTranslations(namespace, load) {
      loaders.set(namespace, load);
      await instance.loadNamespaces(namespace);
    },
  };
}

export type { Locale };
