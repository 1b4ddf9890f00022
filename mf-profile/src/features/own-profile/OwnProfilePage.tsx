import { PageCard, PageIntro, Spinner, useRequireMember } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { LocationForm } from './LocationForm';
import { PhotosSection } from './PhotosSection';
import { ProfileDetailsForm } from './ProfileDetailsForm';

/**
 * `/profile`, the member's own profile (logged in only; others go to /login): photos, where the
 * member lives and the profile details. Each part saves on its own.
 */
export function OwnProfilePage() {
  const { t } = useTranslation(NAMESPACE);
  const { user } = useRequireMember();

  if (!user) return <Spinner block label={t('own.loading')} />;
  return (
    <PageCard width="lg" aria-labelledby="own-profile-title">
      <h1 id="own-profile-title">{t('own.title')}</h1>
      <PageIntro>{t('own.intro', { name: user.profile.name })}</PageIntro>
      <PhotosSection paidUser={user.paid_user} />
      {/* Keyed by member: after a logout and another login the forms start from the new profile. */}
      <LocationForm key={`location-${user.id}`} profile={user.profile} />
      <ProfileDetailsForm key={`details-${user.id}`} profile={user.profile} />
    </PageCard>
  );
}
