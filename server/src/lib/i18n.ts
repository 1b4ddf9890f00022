import {
  DEFAULT_LOCALE,
  LOCALES,
  MESSAGES_NAMESPACE,
  isLocale,
  messageLoaders,
  type Locale,
  type MessageKey,
} from '@amora/contracts';
import i18next, { type TFunction } from 'i18next';

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export interface ServerI18n {
  translatorFor(locale: Locale): Translate;
}

/**
 * The server's translations: the same message catalogue the forms use (@amora/contracts), all
 * locales loaded at start. `getFixedT` per request avoids a shared "current language".
 */
export async function createServerI18n(): Promise<ServerI18n> {
  const entries = await Promise.all(
    LOCALES.map(async (lng) => [lng, { [MESSAGES_NAMESPACE]: await messageLoaders[lng]() }]),
  );
  const instance = i18next.createInstance();
  await instance.init({
    resources: Object.fromEntries(entries),
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: [MESSAGES_NAMESPACE],
    defaultNS: MESSAGES_NAMESPACE,
    keySeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const cache = new Map<Locale, Translate>();
  return {
    translatorFor(locale) {
      let translate = cache.get(locale);
      if (!translate) {
        const t: TFunction = instance.getFixedT(locale, MESSAGES_NAMESPACE);
        translate = (key, params) => t(key, params ?? {});
        cache.set(locale, translate);
      }
      return translate;
    },
  };
}

/** The first supported language of an Accept-Language header, by quality. */
export function localeFromAcceptLanguage(header: string | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { base: tag.toLowerCase().split('-')[0] ?? '', q: Number.isFinite(q) ? q : 0 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { base } of ranked) {
    const candidate = base === 'no' || base === 'nn' ? 'nb' : base;
    if (isLocale(candidate)) return candidate;
  }
  return null;
}
