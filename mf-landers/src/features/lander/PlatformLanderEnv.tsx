import { usePlatform } from '@amora/ui';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { LanderEnvContext, type LanderEnv } from './lander-env';

/** The lander environment inside the shell: the platform's client, router, settings and i18n. */
export function PlatformLanderEnv({ children }: { children: ReactNode }) {
  const platform = usePlatform();
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = i18n.language;
  const env = useMemo<LanderEnv>(
    () => ({
      t: (key, params) => t(key, params),
      language,
      http: platform.http,
      navigate: (href) => platform.navigate(href),
      settings: platform.getSettings(),
      tracking: platform.persisted.getTracking(),
    }),
    [t, language, platform],
  );
  return <LanderEnvContext.Provider value={env}>{children}</LanderEnvContext.Provider>;
}
