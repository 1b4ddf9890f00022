import type { ReactElement } from 'react';

/** The pages of this feature group by route name (`ROUTES` in @amora/contracts). */
export const settingsPages: Record<string, ReactElement> = {};
