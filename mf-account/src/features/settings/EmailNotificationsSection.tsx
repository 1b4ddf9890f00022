import { EMAIL_NOTIFICATION_TYPES, type AccountSettings } from '@amora/contracts';
import { MutedText, PageSection, SwitchField } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { useUpdateAccountSettings } from '../../api/account-settings';
import { NAMESPACE } from '../../i18n';
import { SaveStatus } from './SaveStatus';

export interface EmailNotificationsSectionProps {
  notifications: AccountSettings['email_notifications'];
}

/** One switch per kind of e-mail; each change is saved at once. */
export function EmailNotificationsSection({ notifications }: EmailNotificationsSectionProps) {
  const { t } = useTranslation(NAMESPACE);
  const update = useUpdateAccountSettings();
  return (
    <PageSection aria-labelledby="settings-email-title">
      <h2 id="settings-email-title">{t('settings.emailTitle')}</h2>
      <MutedText>{t('settings.emailIntro')}</MutedText>
      <SaveStatus update={update} />
      {EMAIL_NOTIFICATION_TYPES.map((type) => (
        <SwitchField
          key={type}
          name={`email-${type}`}
          label={t(`settings.emailType.${type}`)}
          checked={notifications[type]}
          onChange={(checked) => update.mutate({ email_notifications: { [type]: checked } })}
        />
      ))}
    </PageSection>
  );
}
