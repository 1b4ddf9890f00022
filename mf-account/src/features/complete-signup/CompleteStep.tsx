import { paths, type User } from '@amora/contracts';
import { Alert, Button, usePlatform } from '@amora/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';

const Section = styled.section`
  text-align: center;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  h2:focus {
    outline: none;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  div[role='status'] {
    text-align: left;
  }
`;

export interface CompleteStepProps {
  user: User;
  focusOnMount: boolean;
}

/** After the last step: on to the members, or to the member this one signed up to contact. */
export function CompleteStep({ user, focusOnMount }: CompleteStepProps) {
  const { t } = useTranslation(NAMESPACE);
  const { navigate } = usePlatform();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  const firstContact = user.first_contact_id ?? null;

  return (
    <Section aria-labelledby="complete-signup-done">
      <h2 id="complete-signup-done" ref={headingRef} tabIndex={-1}>
        {t('completeSignup.doneTitle')}
      </h2>
      <p>{t('completeSignup.doneIntro')}</p>
      {user.status === 'not_confirmed' ? (
        <Alert tone="info">{t('completeSignup.confirmReminder', { email: user.email })}</Alert>
      ) : null}
      <Button fullWidth onClick={() => navigate(firstContact ? paths.member(firstContact) : paths.members())}>
        {firstContact ? t('completeSignup.toFirstContact') : t('completeSignup.toMembers')}
      </Button>
    </Section>
  );
}
