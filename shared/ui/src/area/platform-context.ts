import type { PlatformProps } from '@amora/contracts';
import { createContext } from 'react';

/** The platform instances of the current React tree; read them with `usePlatform`. */
export const PlatformContext = createContext<PlatformProps | null>(null);
