import type { PlatformProps } from '@amora/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider, type DefaultTheme } from 'styled-components';

const PlatformContext = createContext<PlatformProps | null>(null);

/** The shell's own tree sees the platform through context; remotes get it as parcel props. */
export function PlatformProvider({ platform, children }: { platform: PlatformProps; children: ReactNode }) {
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

export function usePlatform(): PlatformProps {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform() outside PlatformProvider');
  return platform;
}
