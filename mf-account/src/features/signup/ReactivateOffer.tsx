import { MESSAGES_NAMESPACE, REACTIVATION_DAYS } from '@amora/contracts';
import { isHttpError } from '@amora/platform';
import { Alert, Button } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useReactivate } from '../../api/signup';
import { NAMESPACE } from '../../i18n';

const Box = styled.div`
  margin: ${({ theme }) => theme.space(-2)} 0 ${({ theme }) => theme.space(4)};
`;

export interface ReactivateOfferProps {
  email: string;
}

/** Under a 409 account_pending_deletion: the member can have the reactivation link mailed again. */
export function ReactivateOffer({ email }: ReactivateOfferProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tm } = useTranslation(MESSAGES_NAMESPACE);
  const reactivate = useReactivate();

  if (reactivate.isSuccess)
    return (
      <Box>
        <Alert tone="success">
          {t('signup.reactivateSent', { email: email.trim(), days: REACTIVATION_DAYS })}
        </Alert>
      </Box>
    );

  const error = reactivate.error;
  return (
    <Box>
      {error ? (
        <Alert tone="danger">{isHttpError(error) ? error.message : tm('errors.generic')}</Alert>
      ) : null}
      <Button
        variant="secondary"
        busy={reactivate.isPending}
        onClick={() => reactivate.mutate({ email: email.trim() })}
      >
        {reactivate.isPending ? t('signup.reactivateSending') : t('signup.reactivateButton')}
      </Button>
    </Box>
  );
}
