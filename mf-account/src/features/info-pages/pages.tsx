import { INFO_PAGES, type RouteName } from '@amora/contracts';
import type { ReactElement } from 'react';
import { InfoPage } from './InfoPage';
import { SitePage } from './SitePage';

/** The pages of this feature group by route name (`ROUTES` in @amora/contracts). */
export const infoPages: Partial<Record<RouteName, ReactElement>> = {
  ...Object.fromEntries(INFO_PAGES.map((page) => [page, <InfoPage key={page} page={page} />])),
  'info-token': <SitePage />,
};
