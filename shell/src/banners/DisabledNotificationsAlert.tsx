import { DISMISSAL_KEYS, paths } from '@amora/contracts/plain';
import { useSession } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMatchedRoute } from '../routing/useMatchedRoute';
import { BannerText, DismissibleAlert, useStoredDismissal } from './DismissibleAlert';
import { shouldShowDisabledNotificationsAlert } from './banner-rules';

/** Our e-mails to the member bounce or were refused: points to the notifications page. Dismissible. */
export function DisabledNotificationsAlert() {
  const { t } = useTranslation('common');
  const { user } = useSession();
  const route = useMatchedRoute();
  const { dismissedAt, dismiss } = useStoredDismissal(DISMISSAL_KEYS.disabledNotifications);
  if (!shouldShowDisabledNotificationsAlert(user, route?.name ?? null, dismissedAt)) return null;

  return (
    <DismissibleAlert tone="warning" onDismiss={dismiss}>
      <BannerText>{t('disabledNotifications.message')}</BannerText>
      <Link to={paths.notifications()}>{t('disabledNotifications.link')}</Link>
    </DismissibleAlert>
  );
}
