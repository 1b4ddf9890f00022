import type { ReactElement } from 'react';

/** The own profile page by route name (`ROUTES` in @amora/contracts). */
export const ownProfilePages: Record<string, ReactElement> = {};
