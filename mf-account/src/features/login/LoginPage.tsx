import { paths } from '@amora/contracts';
import { up, useAreaPlatform } from '@amora/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';
import { LoginForm } from './LoginForm';
import { LoginNotice } from './LoginNotice';
import { useSessionStatus } from './useSessionStatus';

const Card = styled.section`
  max-width: 440px;
  margin: ${({ theme }) => theme.space(4)} auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${up('sm')} {
    margin-top: ${({ theme }) => theme.space(10)};
    padding: ${({ theme }) => theme.space(8)};
  }
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

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
  const { navigate } = useAreaPlatform();
  const status = useSessionStatus();
  // A member who is already logged in has nothing to do here.
  useEffect(() => {
    if (status === 'authenticated') navigate(paths.members(), { replace: true });
  }, [status, navigate]);

  return (
    <Card aria-labelledby="login-title">
      <h1 id="login-title">{t('login.title')}</h1>
      <Intro>{t('login.intro')}</Intro>
      <LoginNotice />
      <LoginForm />
      <Links>
        <Link to={paths.resetPassword()}>{t('login.forgotPassword')}</Link>
        <span>
          {t('login.noAccount')} <Link to={paths.signup()}>{t('login.signupLink')}</Link>
        </span>
      </Links>
    </Card>
  );
}
