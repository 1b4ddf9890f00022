import { INFO_PAGES, isLocale, type Locale } from '@amora/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { parseInfoMarkdown, type InfoArticle } from './info-markdown';

/** The US privacy notice (CCPA/CPRA), shown instead of `privacy` to English visitors from the US. */
export const US_PRIVACY = 'privacy-us';

/** A file in `content/<lng>/`: one per information page, and the English-only US notice. */
export type InfoFile = (typeof INFO_PAGES)[number] | typeof US_PRIVACY;

/** Every page of one language. Other languages have no US audience, so no US text. */
export type InfoContent = Partial<Record<InfoFile, InfoArticle>>;

/** The interface language as one of the 11 locales (English for anything else). */
export function toLocale(language: string | undefined): Locale {
  return isLocale(language) ? language : 'en';
}

/** The files of a language. */
export function infoFilesOf(locale: Locale): InfoFile[] {
  return locale === 'en' ? [...INFO_PAGES, US_PRIVACY] : [...INFO_PAGES];
}

/** One page's Markdown: its own webpack chunk (the rule in `@amora/mf-config` loads it as text). */
function loadInfoFile(locale: Locale, file: InfoFile): Promise<InfoArticle> {
  return import(
    /* webpackInclude: /\/[a-z]{2}\/[a-z-]+\.md$/ */
    /* webpackChunkName: "info-content-[request]" */
    `./content/${locale}/${file}.md`
  ).then((module: { default: string }) => parseInfoMarkdown(module.default));
}

/** The pages of a language, fetched side by side. */
export async function loadInfoContent(locale: Locale): Promise<InfoContent> {
  const files = infoFilesOf(locale);
  const articles = await Promise.all(files.map((file) => loadInfoFile(locale, file)));
  return Object.fromEntries(files.map((file, index) => [file, articles[index]]));
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
