import type { AccountSettings } from '@amora/contracts';
import { Alert, Button, useApiProblem } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useReenableNotifications } from '../../api/account-settings';
import { NAMESPACE } from '../../i18n';

const Reasons = styled.ul`
  margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(3)};
  padding-left: ${({ theme }) => theme.space(5)};
`;

const Title = styled.p`
  margin: 0;
  font-weight: 600;
`;

export interface DisabledNotificationsAlertProps {
  reasons: AccountSettings['notifications_disabled'];
}

/** Why we stopped e-mailing the member (spam mark, bounce, unsubscribe) and the way back. */
export function DisabledNotificationsAlert({ reasons }: DisabledNotificationsAlertProps) {
  const { t } = useTranslation(NAMESPACE);
  const reenable = useReenableNotifications();
  const problem = useApiProblem(reenable.error);

  if (reenable.isSuccess) return <Alert tone="success">{t('settings.reenabled')}</Alert>;
  if (reasons.length === 0) return null;
  return (
    <Alert tone="warning">
      <Title>{t('settings.disabledTitle')}</Title>
      <Reasons>
        {reasons.map((reason) => (
          <li key={reason}>{t(`settings.disabledReason.${reason}`)}</li>
        ))}
      </Reasons>
      {problem ? <p>{problem.message}</p> : null}
      <Button variant="secondary" busy={reenable.isPending} onClick={() => reenable.mutate()}>
        {t('settings.reenable')}
      </Button>
    </Alert>
  );
}
