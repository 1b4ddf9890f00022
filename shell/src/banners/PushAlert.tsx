import { DISMISSAL_KEYS } from '@amora/contracts/plain';
import { Button, usePlatform, usePushState, useSession } from '@amora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useMatchedRoute } from '../routing/useMatchedRoute';
import { BannerText, DismissibleAlert, useStoredDismissal } from './DismissibleAlert';
import { shouldShowPushAlert } from './banner-rules';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * Invites a member to turn on push on this device (rules in `shouldShowPushAlert`). Enabling
 * asks the browser's permission: granted, the alert goes (subscribed); blocked, it goes too
 * (denied, the browser will not ask again). Dismissal is stored (`push-notification`).
 */
export function PushAlert() {
  const { t } = useTranslation('common');
  const { push } = usePlatform();
  const { user } = useSession();
  const { status, busy } = usePushState();
  const route = useMatchedRoute();
  const { dismissedAt, dismiss } = useStoredDismissal(DISMISSAL_KEYS.pushNotification);
  const [failed, setFailed] = useState(false);
  if (!shouldShowPushAlert(user, status, route?.name ?? null, dismissedAt)) return null;

  const enable = async () => {
    setFailed(false);
    const state = await push.subscribe();
    // Still unsubscribed after a granted prompt: the browser or the server refused.
    setFailed(state.status === 'unsubscribed');
  };
  return (
    <DismissibleAlert dismissLabel={t('pushAlert.dismiss')} onDismiss={dismiss}>
      <BannerText>{t('pushAlert.message')}</BannerText>
      {failed ? <BannerText role="alert">{t('pushAlert.failed')}</BannerText> : null}
      <Actions>
        <Button variant="primary" onClick={() => void enable()} disabled={busy} aria-busy={busy}>
          {t('pushAlert.enable')}
        </Button>
      </Actions>
    </DismissibleAlert>
  );
}
