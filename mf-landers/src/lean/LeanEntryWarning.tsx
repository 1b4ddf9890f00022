import {
  DEFAULT_MIN_AGE,
  DISMISSAL_KEYS,
  LEAVE_SITE_URL,
  shouldShowEntryWarning,
  type LayoutName,
  type RouteName,
} from '@amora/contracts';
import { Button, Modal } from '@amora/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useLanderEnv } from '../features/lander/lander-env';
import { leanStorage } from './lean-storage';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

/** Escape and the backdrop do nothing: the visitor must choose Enter or Leave. */
const mustChoose = () => undefined;

/**
 * The adult-content warning of the lean page: the shell's rules (`shouldShowEntryWarning`, shared
 * through @amora/contracts) for this page's layout, the same stored dismissal, the same dialog. The
 * server sends this page only to visitors without a session, so the visitor is anonymous.
 */
export function LeanEntryWarning({ layout, routeName }: { layout: LayoutName; routeName: RouteName | null }) {
  const { t, settings } = useLanderEnv();
  const [dismissedAt, setDismissedAt] = useState(() =>
    leanStorage.getDismissedAt(DISMISSAL_KEYS.entryWarning),
  );
  const show = shouldShowEntryWarning({
    sessionStatus: 'anonymous',
    dismissedAt,
    installedApp:
      typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches,
    settings,
    routeName,
    layout,
  });
  if (!show) return null;
  const enter = () => {
    const at = Date.now();
    leanStorage.dismiss(DISMISSAL_KEYS.entryWarning, at);
    setDismissedAt(at);
  };
  return (
    <Modal
      open
      title={t('layout.entryWarning.title')}
      closeLabel={t('layout.entryWarning.leave')}
      dismissible={false}
      closable={false}
      onClose={mustChoose}
    >
      <p>{t('layout.entryWarning.adultContent', { min_age: settings?.min_age ?? DEFAULT_MIN_AGE })}</p>
      <p>{t('layout.entryWarning.accept')}</p>
      <Actions>
        <Button variant="primary" onClick={enter}>
          {t('layout.entryWarning.enter')}
        </Button>
        <Button variant="ghost" onClick={() => window.location.assign(LEAVE_SITE_URL)}>
          {t('layout.entryWarning.leave')}
        </Button>
      </Actions>
    </Modal>
  );
}
