import { DISMISSAL_KEYS, paths } from '@amora/contracts/plain';
import { useSession } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMatchedRoute } from '../routing/useMatchedRoute';
import { BannerText, DismissibleAlert, useStoredDismissal } from './DismissibleAlert';
import { shouldShowProfilePhotoAlert } from './banner-rules';

/**
 * A member without a main photo is invited to add one on the profile page. Dismissible: the
 * time is stored (`enrich-profile`), so it stays away on later visits too.
 */
export function ProfilePhotoAlert() {
  const { t } = useTranslation('common');
  const { user } = useSession();
  const route = useMatchedRoute();
  const { dismissedAt, dismiss } = useStoredDismissal(DISMISSAL_KEYS.enrichProfile);
  if (!shouldShowProfilePhotoAlert(user, route?.name ?? null, dismissedAt)) return null;

  return (
    <DismissibleAlert dismissLabel={t('profilePhoto.dismiss')} onDismiss={dismiss}>
      <BannerText>{t('profilePhoto.message')}</BannerText>
      <Link to={paths.profile()}>{t('profilePhoto.link')}</Link>
    </DismissibleAlert>
  );
}
