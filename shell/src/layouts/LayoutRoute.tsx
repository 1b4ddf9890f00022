import type { LayoutName } from '@amora/contracts';
import { usePlatform } from '@amora/ui';
import type { ReactNode } from 'react';
import { RemoteErrorBoundary } from '../remote-mount/RemoteErrorBoundary';
import { RemoteMount } from '../remote-mount/RemoteMount';
import { useMatchedRoute } from '../routing/useMatchedRoute';
import { PromotionSlot } from '../widgets/PromotionSlot';
import { ChatLayout } from './ChatLayout';
import { DefaultLayout } from './DefaultLayout';
import { EmptyLayout } from './EmptyLayout';
import { LanderLayout } from './LanderLayout';

/**
 * A layout with the matched remote mounted in its content slot. The remote is keyed by name, so
 * moving between two routes of one area keeps it mounted (its own router follows the URL).
 */
export function LayoutRoute({ layout }: { layout: LayoutName }) {
  const platform = usePlatform();
  const route = useMatchedRoute();
  // The promotion slot sits below the area's page (the search results): the shell composes it.
  const content = route ? (
    <>
      <RemoteErrorBoundary resetKey={route.remote}>
        <RemoteMount key={route.remote} remote={route.remote} platform={platform} />
      </RemoteErrorBoundary>
      <PromotionSlot />
    </>
  ) : null;
  return <Layout layout={layout}>{content}</Layout>;
}

const LAYOUTS: Record<LayoutName, (props: { children: ReactNode }) => ReactNode> = {
  default: DefaultLayout,
  chat: ChatLayout,
  lander: LanderLayout,
  empty: EmptyLayout,
};

/** The spec's layouts, by name. */
export function Layout({ layout, children }: { layout: LayoutName; children: ReactNode }) {
  const Chosen = LAYOUTS[layout];
  return <Chosen>{children}</Chosen>;
}
