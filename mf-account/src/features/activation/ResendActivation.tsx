import { ACTIVATION_RESEND_MIN_INTERVAL_SECONDS, MESSAGES_NAMESPACE, paths } from '@amora/contracts';
import { isHttpError } from '@amora/platform';
import { Alert, Button, PlatformLink, Spinner, useSession } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useResendActivation } from '../../api/signup';
import { NAMESPACE } from '../../i18n';
import { useCooldown } from './useCooldown';

const Box = styled.div`
  margin-top: ${({ theme }) => theme.space(6)};
  p {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/**
 * "Send a new activation e-mail" (logged-in members only; visitors are asked to log in first).
 * After a send, or a 429, the button rests for the server's minimum interval.
 */
export function ResendActivation() {
  const { t } = useTranslation(NAMESPACE);
  const { t: tm } = useTranslation(MESSAGES_NAMESPACE);
  const { status } = useSession();
  const resend = useResendActivation();
  const cooldown = useCooldown();

  if (status === 'unknown') return <Spinner label={t('activate.loading')} />;
  if (status === 'anonymous')
    return (
      <Box>
        <p>{t('activate.loginFirst')}</p>
        <p>
          <Link to={paths.login()}>{t('activate.loginLink')}</Link>
        </p>
      </Box>
    );

  const error = resend.error;
  if (isHttpError(error) && error.code === 'already_confirmed')
    return (
      <Box>
        <Alert tone="success">{error.message}</Alert>
        <PlatformLink to={paths.members()}>{t('activate.toMembers')}</PlatformLink>
      </Box>
    );

  const send = () =>
    resend.mutate(undefined, {
      onSuccess: () => cooldown.start(ACTIVATION_RESEND_MIN_INTERVAL_SECONDS),
      onError: (failure) => {
        if (isHttpError(failure) && failure.code === 'too_many_requests')
          cooldown.start(ACTIVATION_RESEND_MIN_INTERVAL_SECONDS);
      },
    });

  return (
    <Box>
      {resend.isSuccess ? <Alert tone="success">{t('activate.resendSent')}</Alert> : null}
      {error ? (
        <Alert tone="danger">{isHttpError(error) ? error.message : tm('errors.generic')}</Alert>
      ) : null}
      <Button
        fullWidth
        busy={resend.isPending}
        disabled={cooldown.remaining > 0}
        aria-describedby={cooldown.remaining > 0 ? 'activation-resend-wait' : undefined}
        onClick={send}
      >
        {resend.isPending ? t('activate.resending') : t('activate.resend')}
      </Button>
      {cooldown.remaining > 0 ? (
        <p id="activation-resend-wait">{t('activate.resendWait', { seconds: cooldown.remaining })}</p>
      ) : null}
    </Box>
  );
}
