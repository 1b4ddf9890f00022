import {
  DEFAULT_MIN_AGE,
  DISMISSAL_KEYS,
  shouldShowEntryWarning,
  type LayoutName,
} from '@amora/contracts/plain';
import { EntryWarningDialog, usePlatform, useSession } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { useStoredDismissal } from '../banners/DismissibleAlert';
import { leaveSite } from '../platform/leave-site';
import { useMatchedRoute } from '../routing/useMatchedRoute';

/** The adult-content warning at the entrance of the site (rules in `shouldShowEntryWarning`). */
export function EntryWarning({ layout }: { layout: LayoutName }) {
  const { t } = useTranslation('common');
  const { getSettings, isInstalledApp } = usePlatform();
  const { status } = useSession();
  const route = useMatchedRoute();
  const { dismissedAt, dismiss: enter } = useStoredDismissal(DISMISSAL_KEYS.entryWarning);
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

  return (
    <EntryWarningDialog
      texts={{
        title: t('entryWarning.title'),
        closeLabel: t('common.close'),
        adultContent: t('entryWarning.adultContent', { min_age: settings?.min_age ?? DEFAULT_MIN_AGE }),
        accept: t('entryWarning.accept'),
        enter: t('entryWarning.enter'),
        leave: t('entryWarning.leave'),
      }}
      onEnter={enter}
      onLeave={leaveSite}
    />
  );
}
