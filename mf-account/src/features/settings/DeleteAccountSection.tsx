import { REACTIVATION_DAYS } from '@amora/contracts';
import { MutedText, PageSection } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NAMESPACE } from '../../i18n';

/** The way into the deletion dialog (`?delete=1`, so Back closes it and the link can be shared). */
export function DeleteAccountSection() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <PageSection aria-labelledby="settings-delete-title">
      <h2 id="settings-delete-title">{t('settings.deleteTitle')}</h2>
      <MutedText>{t('settings.deleteText', { days: REACTIVATION_DAYS })}</MutedText>
      <Link to={{ search: '?delete=1' }}>{t('settings.deleteLink')}</Link>
    </PageSection>
  );
}
