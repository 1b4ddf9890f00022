import type { LayoutName, RouteDefinition } from '@amora/contracts';
import { usePlatform } from '@amora/ui';
import type { ReactNode } from 'react';
import { RemoteErrorBoundary } from '../remote-mount/RemoteErrorBoundary';
import { RemoteMount } from '../remote-mount/RemoteMount';
import { PromotionSlot } from '../widgets/PromotionSlot';
import { ChatLayout } from './ChatLayout';
import { DefaultLayout } from './DefaultLayout';
import { EmptyLayout } from './EmptyLayout';
import { LanderLayout } from './LanderLayout';

/**
 * The matched route's layout with its remote mounted in the content slot. The remote is keyed by
 * name, so moving between two routes of one area keeps it mounted (its own router follows the URL).
 */
export function LayoutRoute({ route }: { route: RouteDefinition }) {
  const platform = usePlatform();
  // The promotion slot sits below the area's page (the search results): the shell composes it.
  return (
    <Layout layout={route.layout}>
      <RemoteErrorBoundary resetKey={route.remote}>
        <RemoteMount key={route.remote} remote={route.remote} platform={platform} />
      </RemoteErrorBoundary>
      <PromotionSlot />
    </Layout>
  );
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
