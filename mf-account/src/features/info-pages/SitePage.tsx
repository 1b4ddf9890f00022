import { InfoPageQuerySchema, MESSAGES_NAMESPACE, ROUTES, paths } from '@amora/contracts';
import { isHttpError } from '@amora/platform';
import { ErrorPanel, Spinner, usePlatform } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation, useParams } from 'react-router';
import { NAMESPACE } from '../../i18n';
import { InfoArticleView } from './InfoArticleView';
import { InfoLoadError } from './InfoLoadError';
import { toLocale } from './useInfoContent';
import { useDocumentTitle } from './useDocumentTitle';
import { useSitePage } from './useSitePage';

/**
 * `/:token` matches any one-segment path, also those of other areas (`/members`, `/chats`). In
 * this area's router those must stay empty: the shell mounts their own remote there.
 */
const OTHER_ROUTES = ROUTES.filter((route) => route.name !== 'info-token');

export function isOtherRoute(pathname: string): boolean {
  return OTHER_ROUTES.some((route) => matchPath(route.path, pathname) !== null);
}

/** A database page's plain-text body: paragraphs are separated by blank lines. */
export function toParagraphs(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

function NotFound() {
  const { t } = useTranslation(NAMESPACE);
  const { t: tm } = useTranslation(MESSAGES_NAMESPACE);
  const { navigate } = usePlatform();
  return (
    <ErrorPanel
      title={tm('errors.notFound')}
      actions={
        // A real link (open in a new tab works); a click goes through the shell's router.
        <a
          href={paths.home()}
          onClick={(event) => {
            event.preventDefault();
            navigate(paths.home());
          }}
        >
          {t('info.backHome')}
        </a>
      }
    />
  );
}

/**
 * `/:token`: a site page from the database (about us, partners, …). The body is text, never
 * HTML: React escapes it, and paragraphs come from blank lines.
 */
export function SitePage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { token = '' } = useParams();
  const elsewhere = isOtherRoute(useLocation().pathname);
  // A token the server's own schema rejects is not worth a request.
  const valid = InfoPageQuerySchema.safeParse({ token }).success;
  const locale = toLocale(i18n.resolvedLanguage ?? i18n.language);
  const page = useSitePage(token, locale, valid && !elsewhere);
  useDocumentTitle(elsewhere ? null : page.data?.title);

  if (elsewhere) return null;
  if (!valid || (isHttpError(page.error) && page.error.status === 404)) return <NotFound />;
  if (page.error)
    return (
      <InfoLoadError error={page.error} onRetry={() => void page.refetch()} retrying={page.isFetching} />
    );
  if (!page.data) return <Spinner block label={t('info.loading')} />;
  return <InfoArticleView title={page.data.title} intro={toParagraphs(page.data.body)} sections={[]} />;
}
