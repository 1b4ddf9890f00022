import { DISMISSAL_KEYS, paths } from '@amora/contracts/plain';
import { Alert, Button, usePlatform, useSession } from '@amora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useMatchedRoute } from '../routing/useMatchedRoute';
import { shouldShowDisabledNotificationsAlert } from './banner-rules';

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
`;

/** Our e-mails to the member bounce or were refused: points to the notifications page. Dismissible. */
export function DisabledNotificationsAlert() {
  const { t } = useTranslation('common');
  const { persisted } = usePlatform();
  const { user } = useSession();
  const route = useMatchedRoute();
  const [dismissedAt, setDismissedAt] = useState(() =>
    persisted.getDismissedAt(DISMISSAL_KEYS.disabledNotifications),
  );
  if (!shouldShowDisabledNotificationsAlert(user, route?.name ?? null, dismissedAt)) return null;

  const dismiss = () => {
    const at = Date.now();
    persisted.dismiss(DISMISSAL_KEYS.disabledNotifications, at);
    setDismissedAt(at);
  };
  return (
    <Alert
      tone="warning"
      action={
        <Button variant="ghost" onClick={dismiss}>
          {t('common.dismiss')}
        </Button>
      }
    >
      <Text>{t('disabledNotifications.message')}</Text>
      <Link to={paths.notifications()}>{t('disabledNotifications.link')}</Link>
    </Alert>
  );
}
