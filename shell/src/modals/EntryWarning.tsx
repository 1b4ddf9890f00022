import {
  DEFAULT_MIN_AGE,
  DISMISSAL_KEYS,
  shouldShowEntryWarning,
  type LayoutName,
} from '@amora/contracts/plain';
import { Button, Modal, usePlatform, useSession } from '@amora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { leaveSite } from '../platform/leave-site';
import { useMatchedRoute } from '../routing/useMatchedRoute';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

/** Escape and the backdrop do nothing: the visitor must choose Enter or Leave. */
const mustChoose = () => undefined;

/** The adult-content warning at the entrance of the site (rules in `shouldShowEntryWarning`). */
export function EntryWarning({ layout }: { layout: LayoutName }) {
  const { t } = useTranslation('common');
  const { persisted, getSettings, isInstalledApp } = usePlatform();
  const { status } = useSession();
  const route = useMatchedRoute();
  const [dismissedAt, setDismissedAt] = useState(() => persisted.getDismissedAt(DISMISSAL_KEYS.entryWarning));
  const settings = getSettings();
  const show = shouldShowEntryWarning({
    sessionStatus: status,
    dismissedAt,
    installedApp: isInstalledApp(),
    settings,
    routeName: route?.name ?? null,
    layout,
  });
  if (!show) return null;

  const enter = () => {
    const at = Date.now();
    persisted.dismiss(DISMISSAL_KEYS.entryWarning, at);
    setDismissedAt(at);
  };
  return (
    <Modal
      open
      title={t('entryWarning.title')}
      closeLabel={t('common.close')}
      dismissible={false}
      closable={false}
      onClose={mustChoose}
    >
      <p>{t('entryWarning.adultContent', { min_age: settings?.min_age ?? DEFAULT_MIN_AGE })}</p>
      <p>{t('entryWarning.accept')}</p>
      <Actions>
        <Button variant="primary" onClick={enter}>
          {t('entryWarning.enter')}
        </Button>
        <Button variant="ghost" onClick={leaveSite}>
          {t('entryWarning.leave')}
        </Button>
      </Actions>
    </Modal>
  );
}
