import type { AccountSettings } from '@amora/contracts';
import { PageSection, SwitchField } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { useUpdateAccountSettings } from '../../api/account-settings';
import { NAMESPACE } from '../../i18n';
import { SaveStatus } from './SaveStatus';

export interface PrivacySectionProps {
  invisible: AccountSettings['invisible'];
  privacy: AccountSettings['privacy'];
  readReceipts: AccountSettings['read_receipts'];
  showActivity: AccountSettings['show_activity'];
}

/** Invisible mode, privacy mode, read receipts and online status, saved at once like the e-mail switches. */
export function PrivacySection({ invisible, privacy, readReceipts, showActivity }: PrivacySectionProps) {
  const { t } = useTranslation(NAMESPACE);
  const update = useUpdateAccountSettings();
  return (
    <PageSection aria-labelledby="settings-privacy-title">
      <h2 id="settings-privacy-title">{t('settings.privacyTitle')}</h2>
      <SaveStatus update={update} />
      <SwitchField
        name="invisible"
        label={t('settings.invisible')}
        hint={t('settings.invisibleHelp')}
        checked={invisible}
        onChange={(checked) => update.mutate({ invisible: checked })}
      />
      <SwitchField
        name="privacy"
        label={t('settings.privacyMode')}
        hint={t('settings.privacyModeHelp')}
        checked={privacy}
        onChange={(checked) => update.mutate({ privacy: checked })}
      />
      <SwitchField
        name="read_receipts"
        label={t('settings.readReceipts')}
        hint={t('settings.readReceiptsHelp')}
        checked={readReceipts}
        onChange={(checked) => update.mutate({ read_receipts: checked })}
      />
      <SwitchField
        name="show_activity"
        label={t('settings.showActivity')}
        hint={t('settings.showActivityHelp')}
        checked={showActivity}
        onChange={(checked) => update.mutate({ show_activity: checked })}
      />
    </PageSection>
  );
}
