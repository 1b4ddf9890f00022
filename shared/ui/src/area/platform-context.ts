import type { PlatformProps } from '@amora/contracts';
import { createContext, useContext } from 'react';

export const PlatformContext = createContext<PlatformProps | null>(null);

/** The platform instances inside a remote's tree (HTTP client, session, navigate, …). */
export function useAreaPlatform(): PlatformProps {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('useAreaPlatform() outside an area root');
  return platform;
}
