import type { PlatformProps } from '@amora/contracts';
import { useContext } from 'react';
import { PlatformContext } from './platform-context.js';

/**
 * The platform instances (HTTP client, session, query client, navigate, …) in the shell's tree
 * and inside every remote's root: both provide them with `PlatformProvider`.
 */
export function usePlatform(): PlatformProps {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform() outside a PlatformProvider');
  return platform;
}
