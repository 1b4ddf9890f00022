import type { PlatformProps } from '@amora/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider, type DefaultTheme } from 'styled-components';
import { PlatformContext } from './platform-context.js';

export interface PlatformProviderProps {
  platform: PlatformProps;
  children: ReactNode;
}

/**
 * Provides the platform instances to a React tree. The shell wraps its own tree in it and every
 * remote's root does the same, because contexts do not cross parcel roots; so `usePlatform`,
 * `useSession` and `useRequireMember` work the same everywhere.
 */
export function PlatformProvider({ platform, children }: PlatformProviderProps) {
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
