import { Spinner } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../ComplaintListPage';
import { BACKOFFICE_NAMESPACE } from '../i18n';
import { useSites } from './settings-api';
import { QueryProblem } from '../QueryState';

/** `/backoffice/site-settings`: the sites of the deployment, each to its settings. */
export function SiteListPage() {
  const { t } = useTranslation(BACKOFFICE_NAMESPACE);
  const query = useSites();
  return (
    <Page>
      <h1>{t('siteSettings.sites.title')}</h1>
      {query.isPending ? <Spinner block label={t('staff.loading')} /> : null}
      {query.isError ? (
        <QueryProblem query={query} title={t('siteSettings.sites.loadFailed')} level={1} />
      ) : null}
      {query.data ? (
        <ul aria-label={t('siteSettings.sites.title')}>
          {query.data.sites.map((site) => (
            <li key={site.id}>
              <Link to={`/${site.id}`}>
                {t('siteSettings.sites.link', { name: site.name, domain: site.domain })}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </Page>
  );
}
