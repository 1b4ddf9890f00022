import { DISMISSAL_KEYS, paths } from '@amora/contracts/plain';
import { Alert, Button, usePlatform, useSession } from '@amora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useMatchedRoute } from '../routing/useMatchedRoute';
import { shouldShowProfilePhotoAlert } from './banner-rules';

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
`;

/**
 * A member without a main photo is invited to add one on the profile page. Dismissible: the
 * time is stored (`enrich-profile`), so it stays away on later visits too.
 */
export function ProfilePhotoAlert() {
  const { t } = useTranslation('common');
  const { persisted } = usePlatform();
  const { user } = useSession();
  const route = useMatchedRoute();
  const [dismissedAt, setDismissedAt] = useState(() =>
    persisted.getDismissedAt(DISMISSAL_KEYS.enrichProfile),
  );
  if (!shouldShowProfilePhotoAlert(user, route?.name ?? null, dismissedAt)) return null;

  const dismiss = () => {
    const at = Date.now();
    persisted.dismiss(DISMISSAL_KEYS.enrichProfile, at);
    setDismissedAt(at);
  };
  return (
    <Alert
      tone="info"
      action={
        <Button variant="ghost" onClick={dismiss} aria-label={t('profilePhoto.dismiss')}>
          {t('common.dismiss')}
        </Button>
      }
    >
      <Text>{t('profilePhoto.message')}</Text>
      <Link to={paths.profile()}>{t('profilePhoto.link')}</Link>
    </Alert>
  );
}
