import type { PlatformProps } from '@amora/contracts';
import { PlatformContext, useRegisteredTranslations } from '@amora/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider, type DefaultTheme } from 'styled-components';
import { NAMESPACE, loadTranslations } from '../../i18n';

/**
 * A widget renders in the shell's React tree, so it provides this area's contexts itself from
 * `platform`; nothing shows until the likes texts are there (a modal has no loading state).
 */
export function WidgetRoot({ platform, children }: { platform: PlatformProps; children: ReactNode }) {
  const ready = useRegisteredTranslations(platform, NAMESPACE, loadTranslations);
  return (
    <PlatformContext.Provider value={platform}>
      <QueryClientProvider client={platform.queryClient}>
        <I18nextProvider i18n={platform.i18n}>
          <ThemeProvider theme={platform.theme as DefaultTheme}>{ready ? children : null}</ThemeProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </PlatformContext.Provider>
  );
}
