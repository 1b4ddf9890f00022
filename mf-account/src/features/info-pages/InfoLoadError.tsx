import { MESSAGES_NAMESPACE } from '@amora/contracts';
import { isHttpError } from '@amora/platform';
import { Button, ErrorPanel } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';

export interface InfoLoadErrorProps {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/** A page that could not be loaded: the reason (translated by the server or ours) and a retry. */
export function InfoLoadError({ error, onRetry, retrying }: InfoLoadErrorProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tm } = useTranslation(MESSAGES_NAMESPACE);
  return (
    <ErrorPanel
      title={t('info.loadFailed')}
      message={isHttpError(error) ? error.message : tm('errors.generic')}
      actions={
        <Button variant="secondary" busy={retrying} onClick={onRetry}>
          {t('info.retry')}
        </Button>
      }
    />
  );
}
