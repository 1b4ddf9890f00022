import { BADGE_CAP } from '@amora/contracts/plain';
import { usePlatform, useSession } from '@amora/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { pageTitle } from './page-titles';
import { useMatchedRoute } from './useMatchedRoute';

/** The spec's title prefix: unread messages plus new likes, "(3) …", capped like the badges. */
export function titleWithCounter(title: string, count: number): string {
  if (count <= 0) return title;
  return `(${count > BADGE_CAP ? `${BADGE_CAP}+` : count}) ${title}`;
}

/**
 * Keeps `document.title` on the current page's translated title, through navigation and language
 * changes, prefixed with the member's unread messages and new likes.
 */
export function useDocumentTitle(): void {
  const { t, i18n } = useTranslation('common');
  const { user } = useSession();
  const counter = (user?.unread_messages ?? 0) + (user?.new_likes ?? 0);
  const settings = usePlatform().getSettings();
  const route = useMatchedRoute()?.name ?? null;
  const title = pageTitle({
    route,
    t: (key) => t(key),
    site: settings?.name ?? t('brand.name'),
    siteTitle: settings?.index_title,
  });

  useEffect(() => {
    document.title = titleWithCounter(title, counter);
  }, [title, counter, i18n.language]);
}
