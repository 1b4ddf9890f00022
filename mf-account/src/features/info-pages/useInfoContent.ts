import { isLocale, type Locale } from '@amora/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InfoContent } from './content/types';

/** The interface language as one of the 11 locales (English for anything else). */
export function toLocale(language: string | undefined): Locale {
  return isLocale(language) ? language : 'en';
}

/**
 * One webpack chunk per language: the include pattern keeps `types.ts` (and anything else in the
 * folder) out of the lazy context.
 */
export function loadInfoContent(locale: Locale): Promise<InfoContent> {
  return import(
    /* webpackInclude: /\/[a-z]{2}\.ts$/ */
    /* webpackChunkName: "info-content-[request]" */
    `./content/${locale}.ts`
  ).then((module: { default: InfoContent }) => module.default);
}

/**
 * The information texts of a language. They only change with a release, so they never go
 * stale; on a language switch the previous texts stay up until the new ones arrive.
 */
export function useInfoContent(locale: Locale) {
  return useQuery({
    queryKey: ['info-content', locale],
    queryFn: () => loadInfoContent(locale),
    staleTime: Infinity,
    gcTime: Infinity,
    placeholderData: keepPreviousData,
  });
}
