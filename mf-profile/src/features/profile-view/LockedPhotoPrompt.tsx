import { paths } from '@amora/contracts';
import { Button, PlatformLink, usePlatform } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  text-align: center;
  background: ${({ theme }) => theme.colors.overlay};
  color: ${({ theme }) => theme.colors.onSecondary};
  p {
    margin: 0;
    max-width: 28ch;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(5)};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 600;
    text-decoration: none;
  }
`;

const LockIcon = styled.svg`
  width: 40px;
  height: 40px;
`;

export interface LockedPhotoPromptProps {
  profileId: number;
  /** Visitors are asked to sign up; members to go premium. */
  anonymous: boolean;
}

/**
 * Over a locked photo (already blurred by the server): a lock and the way to see it, premium for
 * members (`/premium`), a free sign-up for visitors.
 */
export function LockedPhotoPrompt({ profileId, anonymous }: LockedPhotoPromptProps) {
  const { t } = useTranslation(NAMESPACE);
  const { events } = usePlatform();
  return (
    <Overlay data-testid="locked-overlay">
      <LockIcon viewBox="0 0 24 24" focusable="false" aria-hidden="true">
        <path
          d="M7 10V7a5 5 0 0110 0v3h1a1 1 0 011 1v10a1 1 0 01-1 1H6a1 1 0 01-1-1V11a1 1 0 011-1zm2 0h6V7a3 3 0 00-6 0z"
          fill="currentColor"
        />
      </LockIcon>
      <strong>{t('profileView.lockedTitle')}</strong>
      {anonymous ? (
        <>
          <p>{t('profileView.lockedSignupText')}</p>
          <Button onClick={() => events.emit('signup:start', { targetProfileId: profileId })}>
            {t('profileView.signup')}
          </Button>
        </>
      ) : (
        <>
          <p>{t('profileView.lockedText')}</p>
          <PlatformLink to={paths.premium()}>{t('profileView.getPremium')}</PlatformLink>
        </>
      )}
    </Overlay>
  );
}
