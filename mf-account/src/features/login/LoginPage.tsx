import { paths } from '@amora/contracts';
import { PageCard, PageIntro, usePlatform, useSession } from '@amora/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';
import { LoginForm } from './LoginForm';
import { LoginNotice } from './LoginNotice';

const Links = styled.p`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(6)} 0 0;
  text-align: center;
`;

/** `/login`: the login form with the ways out (password reset, sign-up). */
export function LoginPage() {
  const { t } = useTranslation(NAMESPACE);
  const { navigate } = usePlatform();
  const { status } = useSession();
  // A member who is already logged in has nothing to do here.
  useEffect(() => {
    if (status === 'authenticated') navigate(paths.members(), { replace: true });
  }, [status, navigate]);

  return (
    <PageCard width="sm" aria-labelledby="login-title">
      <h1 id="login-title">{t('login.title')}</h1>
      <PageIntro>{t('login.intro')}</PageIntro>
      <LoginNotice />
      <LoginForm />
      <Links>
        <Link to={paths.resetPassword()}>{t('login.forgotPassword')}</Link>
        <span>
          {t('login.noAccount')} <Link to={paths.signup()}>{t('login.signupLink')}</Link>
        </span>
      </Links>
    </PageCard>
  );
}
