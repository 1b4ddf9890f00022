import { DATA_EXPORT_VALID_DAYS, type DataExport } from '@amora/contracts';
import { Alert, Button, MutedText, PageSection, Spinner, useApiProblem } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDataExport, useStartDataExport } from '../../api/data-export';
import { NAMESPACE } from '../../i18n';

const Progress = styled.progress`
  display: block;
  width: 100%;
  max-width: 24rem;
  height: 0.75rem;
  margin: ${({ theme }) => theme.space(2)} 0;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

const DownloadLink = styled.a`
  font-weight: 600;
`;

function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
}

function formatSize(bytes: number, locale: string): string {
  const megabytes = bytes / 1_000_000;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(Math.max(megabytes, 0.1))} MB`;
}

/** What the member's latest export is doing: being made (with progress), ready, or over. */
function ExportState({ current }: { current: DataExport }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  switch (current.state) {
    case 'queued':
    case 'running':
      return (
        <div role="status">
          <p>{t('settings.export.making')}</p>
          <Progress max={100} value={current.progress} aria-label={t('settings.export.progressLabel')} />
          <MutedText>{t('settings.export.progress', { percent: current.progress })}</MutedText>
        </div>
      );
    case 'ready':
      return (
        <Alert tone="success">
          <p>
            {t('settings.export.ready', {
              date: formatDate(current.expires_at!, i18n.language),
              size: formatSize(current.size_bytes ?? 0, i18n.language),
            })}
          </p>
          <DownloadLink href={current.download_url!} download>
            {t('settings.export.download')}
          </DownloadLink>
        </Alert>
      );
    case 'expired':
      return <MutedText>{t('settings.export.expired', { days: DATA_EXPORT_VALID_DAYS })}</MutedText>;
    case 'failed':
      return <Alert tone="danger">{t('settings.export.failed')}</Alert>;
  }
}

/**
 * A copy of everything the site holds about the member (GDPR Art. 15 and 20), made in the
 * background: the section follows it and, once ready, offers the download; an e-mail says so too.
 */
export function DataExportSection() {
  const { t } = useTranslation(NAMESPACE);
  const current = useDataExport();
  const start = useStartDataExport();
  const startProblem = useApiProblem(start.error);
  const making = current.data?.state === 'queued' || current.data?.state === 'running';
  return (
    <PageSection id="data-export" aria-labelledby="settings-export-title">
      <h2 id="settings-export-title">{t('settings.export.title')}</h2>
      <MutedText>{t('settings.export.intro', { days: DATA_EXPORT_VALID_DAYS })}</MutedText>
      {current.isPending ? <Spinner label={t('settings.export.loading')} /> : null}
      {current.data ? <ExportState current={current.data} /> : null}
      {startProblem && !making ? <Alert tone="danger">{startProblem.message}</Alert> : null}
      {making ? null : (
        <Button variant="secondary" busy={start.isPending} onClick={() => start.mutate()}>
          {current.data ? t('settings.export.startAgain') : t('settings.export.start')}
        </Button>
      )}
    </PageSection>
  );
}
