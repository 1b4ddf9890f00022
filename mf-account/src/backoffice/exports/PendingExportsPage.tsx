import { isHttpError } from '@amora/platform';
import { ErrorPanel, MutedText, RetryButton, Spinner } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { usePendingExports } from './api';
import { EXPORTS_NAMESPACE } from './i18n';

const Page = styled.div`
  max-width: 1000px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  h2 {
    margin: ${({ theme }) => theme.space(5)} 0 ${({ theme }) => theme.space(2)};
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/**
 * `/backoffice/exports`: the members' data exports not finished (queued, being made, failed) and
 * the accounts pending deletion with the day they are purged, so customer service can answer a
 * member who asks where their data or their deletion is. Member ids only: nothing of their data.
 */
export function PendingExportsPage() {
  const { t, i18n } = useTranslation(EXPORTS_NAMESPACE);
  const query = usePendingExports();
  const locale = i18n.language;

  const body = (() => {
    if (query.isPending) return <Spinner block label={t('exports.loading')} />;
    if (query.isError)
      return (
        <ErrorPanel
          level={2}
          title={t('exports.loadFailed')}
          message={isHttpError(query.error) ? query.error.message : undefined}
          actions={<RetryButton query={query} label={t('exports.retry')} />}
        />
      );
    const { exports, deletions } = query.data;
    return (
      <>
        <h2 id="pending-exports">{t('exports.exportsTitle')}</h2>
        {exports.length === 0 ? (
          <MutedText>{t('exports.noExports')}</MutedText>
        ) : (
          <Table aria-labelledby="pending-exports">
            <thead>
              <tr>
                <th scope="col">{t('exports.member')}</th>
                <th scope="col">{t('exports.requested')}</th>
                <th scope="col">{t('exports.state')}</th>
                <th scope="col">{t('exports.attempts')}</th>
              </tr>
            </thead>
            <tbody>
              {exports.map((row) => (
                <tr key={row.id}>
                  <td>{row.member_id}</td>
                  <td>{formatDateTime(row.requested_at, locale)}</td>
                  <td>
                    {row.state === 'running'
                      ? t('exports.running', { percent: row.progress })
                      : t(`exports.stateName.${row.state}`)}
                  </td>
                  <td>{row.attempts}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        <h2 id="pending-deletions">{t('exports.deletionsTitle')}</h2>
        {deletions.length === 0 ? (
          <MutedText>{t('exports.noDeletions')}</MutedText>
        ) : (
          <Table aria-labelledby="pending-deletions">
            <thead>
              <tr>
                <th scope="col">{t('exports.member')}</th>
                <th scope="col">{t('exports.requested')}</th>
                <th scope="col">{t('exports.purgeAt')}</th>
              </tr>
            </thead>
            <tbody>
              {deletions.map((row) => (
                <tr key={row.member_id}>
                  <td>{row.member_id}</td>
                  <td>{formatDateTime(row.requested_at, locale)}</td>
                  <td>{formatDateTime(row.purge_at, locale)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </>
    );
  })();

  return (
    <Page>
      <h1>{t('exports.title')}</h1>
      <MutedText>{t('exports.intro')}</MutedText>
      {body}
    </Page>
  );
}
