import type { ReactElement } from 'react';

/** Member search and profile view pages by route name (`ROUTES` in @amora/contracts). */
export const searchPages: Record<string, ReactElement> = {};
