import { Alert, PageCard, PageIntro, QueryProblem, Spinner } from '@amora/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAccountSettings } from '../../api/account-settings';
import { NAMESPACE } from '../../i18n';
import type { DeletionAlternative } from '../deletion/DeletionAlternativesStep';
import { DeleteAccountFlow } from '../deletion/DeleteAccountFlow';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DataExportSection } from './DataExportSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { DisabledNotificationsAlert } from './DisabledNotificationsAlert';
import { EmailNotificationsSection } from './EmailNotificationsSection';
import { PrivacySection } from './PrivacySection';
import { PushNotificationsSection } from './PushNotificationsSection';

export interface SettingsContentProps {
  onDeleted: (partnerUrl: string | null) => void;
  /** The deletion is on its way (the session may end before its answer arrives). */
  onDeleting?: (deleting: boolean) => void;
}

/** The settings of a logged-in member, once loaded; the deletion dialog opens on `?delete=1`. */
export function SettingsContent({ onDeleted, onDeleting }: SettingsContentProps) {
  const { t } = useTranslation(NAMESPACE);
  const settings = useAccountSettings(true);
  const [searchParams, setSearchParams] = useSearchParams();
  const [stopped, setStopped] = useState<DeletionAlternative | null>(null);

  const closeDeletion = useCallback(
    () =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('delete');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  if (settings.isPending) return <Spinner block label={t('settings.loading')} />;
  if (settings.isError)
    return (
      <QueryProblem
        level={1}
        query={settings}
        title={t('settings.loadFailed')}
        retryLabel={t('settings.retry')}
      />
    );

  const {
    email,
    email_notifications,
    invisible,
    privacy,
    read_receipts,
    show_activity,
    notifications_disabled,
  } = settings.data;
  return (
    <PageCard width="lg" aria-labelledby="settings-title">
      <h1 id="settings-title">{t('settings.title')}</h1>
      <PageIntro>{t('settings.intro')}</PageIntro>
      {stopped ? <Alert tone="success">{t(`deletion.stopped.${stopped}`)}</Alert> : null}
      <DisabledNotificationsAlert reasons={notifications_disabled} />
      <EmailNotificationsSection notifications={email_notifications} />
      <PushNotificationsSection />
      <PrivacySection
        invisible={invisible}
        privacy={privacy}
        readReceipts={read_receipts}
        showActivity={show_activity}
      />
      <ChangePasswordForm />
      <ChangeEmailForm currentEmail={email} />
      <DataExportSection />
      <DeleteAccountSection />
      <DeleteAccountFlow
        open={searchParams.get('delete') === '1'}
        onClose={closeDeletion}
        onDeleted={onDeleted}
        onDeleting={onDeleting}
        onStopped={setStopped}
      />
    </PageCard>
  );
}
