import { paths } from '@amora/contracts';
import { PageCard, PageIntro } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSignupTarget } from '../../api/signup';
import { NAMESPACE } from '../../i18n';
import { Links } from '../settings/page-layout';
import { SignupForm } from './SignupForm';
import { TargetProfileCard } from './TargetProfileCard';

function parseProfileId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * `/members/:id/signup`: sign-up from a member's profile. The member becomes the first contact
 * and gets the signup message. Their card is a nicety: while it loads, or if it cannot be
 * loaded, the form stands alone.
 */
export function MemberSignupPage() {
  const { t } = useTranslation(NAMESPACE);
  const profileId = parseProfileId(useParams().id);
  const target = useSignupTarget(profileId);
  const profile = target.data?.profile;
  return (
    <PageCard aria-labelledby="signup-title">
      {profile ? <TargetProfileCard profile={profile} /> : null}
      <h1 id="signup-title">
        {profile ? t('signup.targetTitle', { name: profile.name }) : t('signup.title')}
      </h1>
      <PageIntro>{t('signup.targetIntro')}</PageIntro>
      <SignupForm targetProfileId={profileId ?? undefined} targetName={profile?.name} />
      <Links>
        {t('signup.haveAccount')} <Link to={paths.login()}>{t('signup.loginLink')}</Link>
      </Links>
    </PageCard>
  );
}
