import {
  DEFAULT_MIN_AGE,
  DISMISSAL_KEYS,
  LEAVE_SITE_URL,
  shouldShowEntryWarning,
  type LayoutName,
  type RouteName,
} from '@amora/contracts';
import { EntryWarningDialog } from '@amora/ui';
import { useState } from 'react';
import { useLanderEnv } from '../features/lander/lander-env';
import { leanStorage } from './lean-storage';

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
    <EntryWarningDialog
      texts={{
        title: t('layout.entryWarning.title'),
        closeLabel: t('layout.entryWarning.leave'),
        adultContent: t('layout.entryWarning.adultContent', {
          min_age: settings?.min_age ?? DEFAULT_MIN_AGE,
        }),
        accept: t('layout.entryWarning.accept'),
        enter: t('layout.entryWarning.enter'),
        leave: t('layout.entryWarning.leave'),
      }}
      onEnter={enter}
      onLeave={() => window.location.assign(LEAVE_SITE_URL)}
    />
  );
}
