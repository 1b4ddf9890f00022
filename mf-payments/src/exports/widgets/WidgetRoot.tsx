import type { PlatformProps } from '@amora/contracts';
import { PlatformContext, useRegisteredTranslations } from '@amora/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider, type DefaultTheme } from 'styled-components';
import { NAMESPACE, loadTranslations } from '../../i18n';

/** What the shell passes to each payments widget. */
export interface PaymentsWidgetProps {
  platform: PlatformProps;
}

/**
 * A widget renders in the shell's React tree, so it provides its own contexts from `platform` (the
 * platform, the shared query client, i18n and the theme). Nothing shows until the payments
 * translations are loaded: a banner without its text would only flicker.
 */
export function WidgetRoot({ platform, children }: PaymentsWidgetProps & { children: ReactNode }) {
  const ready = useRegisteredTranslations(platform, NAMESPACE, loadTranslations);
  if (!ready) return null;
  return (
    <PlatformContext.Provider value={platform}>
      <QueryClientProvider client={platform.queryClient}>
        <I18nextProvider i18n={platform.i18n}>
          <ThemeProvider theme={platform.theme as DefaultTheme}>{children}</ThemeProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </PlatformContext.Provider>
  );
}
