import { paths } from '@amora/contracts';
import { Button, PlatformLink, usePlatform } from '@amora/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';

const Panel = styled.section`
  max-width: 560px;
  margin: ${({ theme }) => theme.space(6)} auto;
  padding: ${({ theme }) => theme.space(6)};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface SignupPromptProps {
  /** The server's reason, already translated ('errors.searchLoginRequired'). */
  message: string;
}

/**
 * Shown when the site does not let visitors search (403 `login_required`): the shell's sign-up
 * modal opens once by itself, and the button opens it again after it was closed.
 */
export function SignupPrompt({ message }: SignupPromptProps) {
  const { t } = useTranslation(NAMESPACE);
  const { events } = usePlatform();
  useEffect(() => events.emit('signup:start', {}), [events]);
  return (
    <Panel aria-labelledby="search-signup-title">
      <h2 id="search-signup-title">{t('search.signupTitle')}</h2>
      <p>{message}</p>
      <Button onClick={() => events.emit('signup:start', {})}>{t('search.signupButton')}</Button>
      <p>
        {t('search.haveAccount')} <PlatformLink to={paths.login()}>{t('search.loginLink')}</PlatformLink>
      </p>
    </Panel>
  );
}
