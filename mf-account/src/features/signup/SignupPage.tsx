import { paths } from '@amora/contracts';
import { PageCard, PageIntro } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NAMESPACE } from '../../i18n';
import { Links } from '../settings/page-layout';
import { SignupForm } from './SignupForm';

/** `/signup`: the sign-up form, with the way to the login for members who already have an account. */
export function SignupPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <PageCard aria-labelledby="signup-title">
      <h1 id="signup-title">{t('signup.title')}</h1>
      <PageIntro>{t('signup.intro')}</PageIntro>
      <SignupForm />
      <Links>
        {t('signup.haveAccount')} <Link to={paths.login()}>{t('signup.loginLink')}</Link>
      </Links>
    </PageCard>
  );
}
