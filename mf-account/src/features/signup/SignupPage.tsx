import { paths } from '@amora/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NAMESPACE } from '../../i18n';
import { SignupCard, SignupFooter, SignupIntro } from './SignupCard';
import { SignupForm } from './SignupForm';

/** `/signup`: the sign-up form, with the way to the login for members who already have an account. */
export function SignupPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <SignupCard aria-labelledby="signup-title">
      <h1 id="signup-title">{t('signup.title')}</h1>
      <SignupIntro>{t('signup.intro')}</SignupIntro>
      <SignupForm />
      <SignupFooter>
        {t('signup.haveAccount')} <Link to={paths.login()}>{t('signup.loginLink')}</Link>
      </SignupFooter>
    </SignupCard>
  );
}
