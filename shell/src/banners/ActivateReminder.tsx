import { isHttpError } from '@amora/platform';
import { Alert, Button, Modal, useMediaQuery, useSession } from '@amora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { useResendActivation } from '../api/activation';
import { PHONE_QUERY } from '../platform/media';
import { useMatchedRoute } from '../routing/useMatchedRoute';
import { shouldShowActivateReminder } from './banner-rules';

/** Added by the sign-up flow when it finishes, so a phone shows the reminder prominently once. */
export const SIGNUP_COMPLETE_QUERY = 'api_signup_complete';

const Title = styled.strong`
  display: block;
  margin-bottom: ${({ theme }) => theme.space(1)};
`;

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
`;

const Result = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
`;

/**
 * Reminds a member who has not confirmed the e-mail address, with a button to send the link again.
 * Right after sign-up on a phone (query `api_signup_complete`) it opens as a modal; once closed,
 * the banner remains.
 */
export function ActivateReminder() {
  const { t } = useTranslation('common');
  const { user } = useSession();
  const route = useMatchedRoute();
  const { search } = useLocation();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const [modalClosed, setModalClosed] = useState(false);
  if (!user || !shouldShowActivateReminder(user, route?.name ?? null)) return null;

  const asModal = isPhone && !modalClosed && new URLSearchParams(search).has(SIGNUP_COMPLETE_QUERY);
  if (asModal) {
    return (
      <Modal
        open
        title={t('activate.title')}
        closeLabel={t('common.close')}
        onClose={() => setModalClosed(true)}
      >
        <ActivateReminderBody email={user.email} />
      </Modal>
    );
  }
  return (
    <Alert tone="warning">
      <Title>{t('activate.title')}</Title>
      <ActivateReminderBody email={user.email} />
    </Alert>
  );
}

function ActivateReminderBody({ email }: { email: string }) {
  const { t } = useTranslation('common');
  const resend = useResendActivation();
  return (
    <>
      <Text>{t('activate.message', { email })}</Text>
      <Button variant="secondary" busy={resend.isPending} onClick={() => resend.mutate()}>
        {t('activate.resend')}
      </Button>
      {resend.isSuccess ? <Result role="status">{t('activate.resent')}</Result> : null}
      {resend.isError ? (
        <Result role="alert">
          {isHttpError(resend.error) ? resend.error.message : t('activate.resendFailed')}
        </Result>
      ) : null}
    </>
  );
}
