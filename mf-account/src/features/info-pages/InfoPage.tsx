import type { INFO_PAGES, Locale } from '@amora/contracts';
import { Spinner, usePlatform } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { useCompanyInfo } from '../../api/company';
import { NAMESPACE } from '../../i18n';
import { CompanyDetails } from './CompanyDetails';
import type { InfoArticle } from './info-markdown';
import { InfoArticleView } from './InfoArticleView';
import { InfoLoadError } from './InfoLoadError';
import { interpolate, type PlaceholderValues } from './interpolate';
import { formatTermsDate, placeholderValues, supportPhone } from './placeholder-values';
import { ServiceContacts } from './ServiceContacts';
import { toLocale, US_PRIVACY, useInfoContent, type InfoContent } from './useInfoContent';
import { useDocumentTitle } from './useDocumentTitle';

export type InfoPageName = (typeof INFO_PAGES)[number];

/** Pages that name the operating company in full. */
const WITH_COMPANY: ReadonlySet<InfoPageName> = new Set(['terms', 'privacy', 'service']);

/**
 * The text of a page in a language. English visitors from the US read the US privacy notice
 * (the spec's "English US privacy text").
 */
export function pickArticle(
  content: InfoContent,
  page: InfoPageName,
  locale: Locale,
  country: string | null | undefined,
): InfoArticle {
  const usPrivacy = content[US_PRIVACY];
  const article =
    page === 'privacy' && locale === 'en' && country === 'US' && usPrivacy ? usPrivacy : content[page];
  if (!article) throw new Error(`no ${page} page in ${locale}`);
  return article;
}

function fill(article: InfoArticle, values: PlaceholderValues): InfoArticle {
  return {
    title: interpolate(article.title, values),
    intro: article.intro.map((text) => interpolate(text, values)),
    sections: article.sections.map((section) => ({
      heading: interpolate(section.heading, values),
      paragraphs: section.paragraphs.map((text) => interpolate(text, values)),
    })),
  };
}

export interface InfoPageProps {
  page: InfoPageName;
}

/** `/terms`, `/privacy`, `/cookies`, `/ban`, `/faq`, `/return-policy`, `/service`. */
export function InfoPage({ page }: InfoPageProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { getSettings } = usePlatform();
  const locale = toLocale(i18n.resolvedLanguage ?? i18n.language);
  const settings = getSettings();
  const content = useInfoContent(locale);
  const company = useCompanyInfo();

  const values = placeholderValues(company.data, settings, locale);
  const article =
    content.data && company.data
      ? fill(pickArticle(content.data, page, locale, settings?.geoip_country), values)
      : null;
  useDocumentTitle(article?.title);

  if (!article) {
    const error = content.error ?? company.error;
    if (error) {
      const retry = () => {
        if (content.isError) void content.refetch();
        if (company.isError) void company.refetch();
      };
      return (
        <InfoLoadError error={error} onRetry={retry} retrying={content.isFetching || company.isFetching} />
      );
    }
    return <Spinner block label={t('info.loading')} />;
  }

  const companyInfo = company.data;
  return (
    <InfoArticleView
      title={article.title}
      subtitle={
        page === 'terms' && companyInfo
          ? t('info.versionOf', { date: formatTermsDate(companyInfo.added, locale) })
          : undefined
      }
      intro={article.intro}
      sections={article.sections}
      lead={
        page === 'service' ? (
          <ServiceContacts phone={supportPhone(companyInfo, settings)} email={settings?.support_email} />
        ) : null
      }
    >
      {companyInfo && WITH_COMPANY.has(page) ? (
        <CompanyDetails company={companyInfo} locale={locale} />
      ) : null}
    </InfoArticleView>
  );
}
