import { PageCard, PageIntro, Spinner, useRequireMember } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { OwnProfileForm } from './OwnProfileForm';
import { PhotosSection } from './PhotosSection';

/**
 * `/profile`, the member's own profile (logged in only; others go to /login): photos (each change
 * takes effect at once), then where the member lives and the details under one Save.
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
      {/* Keyed by member: after a logout and another login the form starts from the new profile. */}
      <OwnProfileForm key={`profile-${user.id}`} profile={user.profile} />
    </PageCard>
  );
}
