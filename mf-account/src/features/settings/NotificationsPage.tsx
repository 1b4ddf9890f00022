import { Spinner, useRequireMember } from '@amora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { DeletionCountdown } from '../deletion/DeletionCountdown';
import { SettingsContent } from './SettingsContent';

/**
 * `/notifications`, which the spec makes the settings page too: e-mail notifications, privacy,
 * password, e-mail address and account deletion. After a deletion it shows the countdown.
 */
export function NotificationsPage() {
  const { t } = useTranslation(NAMESPACE);
  const [deleted, setDeleted] = useState<{ partnerUrl: string | null } | null>(null);
  // While the deletion is under way the session ending is expected, not a reason to go to login.
  const [deleting, setDeleting] = useState(false);
  const { status } = useRequireMember(deleted === null && !deleting);

  if (deleted) return <DeletionCountdown partnerUrl={deleted.partnerUrl} />;
  if (status !== 'authenticated' && !deleting) return <Spinner block label={t('settings.loading')} />;
  return <SettingsContent onDeleted={(partnerUrl) => setDeleted({ partnerUrl })} onDeleting={setDeleting} />;
}
