import { usePlatform } from '@amora/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { pageTitle } from './page-titles';
import { useMatchedRoute } from './useMatchedRoute';

/** Keeps `document.title` on the current page's translated title, through navigation and language changes. */
export function useDocumentTitle(): void {
  const { t, i18n } = useTranslation('common');
  const settings = usePlatform().getSettings();
  const route = useMatchedRoute()?.name ?? null;
  const title = pageTitle({
    route,
    t: (key) => t(key),
    site: settings?.name ?? t('brand.name'),
    siteTitle: settings?.index_title,
  });

  useEffect(() => {
    document.title = title;
  }, [title, i18n.language]);
}
