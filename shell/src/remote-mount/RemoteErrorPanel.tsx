import { Button, ErrorPanel } from '@amora/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { reloadOnceForChunkError } from '../federation/chunk-reload-guard';

export interface RemoteErrorPanelProps {
  error: unknown;
  onRetry: () => void;
}

/** What a member sees when an area fails to load or crashes: a message and a way to try again. */
export function RemoteErrorPanel({ error, onRetry }: RemoteErrorPanelProps) {
  const { t } = useTranslation('common');
  useEffect(() => {
    // Code missing after a deploy: one reload (not again within 60 s) usually brings the new files.
    reloadOnceForChunkError(error);
    console.error(error);
  }, [error]);
  return (
    <ErrorPanel
      level={2}
      title={t('remote.errorTitle')}
      message={t('remote.errorMessage')}
      actions={
        <Button variant="secondary" onClick={onRetry}>
          {t('remote.retry')}
        </Button>
      }
    />
  );
}
