import type { LayoutName, RouteDefinition } from '@amora/contracts';
import { useMatches } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { usePlatform } from '../platform/PlatformContext';
import { RemoteErrorBoundary } from '../remote-mount/RemoteErrorBoundary';
import { RemoteMount } from '../remote-mount/RemoteMount';
import { Footer } from './Footer';
import { TopBar } from './TopBar';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: ${({ theme }) => theme.space(2)};
    top: ${({ theme }) => theme.space(2)};
    z-index: 1000;
  }
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
`;

/** Routes carry their definition (owning remote, layout) as the react-router `handle`. */
export interface RouteHandle {
  route: RouteDefinition;
}

function useMatchedRoute(): RouteDefinition | null {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  return handle?.route ?? null;
}

/**
 * A layout with the matched remote mounted in its content slot. The remote is keyed by name, so
 * moving between two routes of one area keeps it mounted (its own router follows the URL).
 */
export function LayoutRoute({ layout }: { layout: LayoutName }) {
  const platform = usePlatform();
  const route = useMatchedRoute();
  const content = route ? (
    <RemoteErrorBoundary resetKey={route.remote}>
      <RemoteMount key={route.remote} remote={route.remote} platform={platform} />
    </RemoteErrorBoundary>
  ) : null;
  return <Layout layout={layout}>{content}</Layout>;
}

/** The layouts of the spec; chat and lander are bare and default-like until their areas exist. */
export function Layout({ layout, children }: { layout: LayoutName; children: React.ReactNode }) {
  if (layout === 'empty' || layout === 'chat') {
    return (
      <Page>
        <Main>{children}</Main>
      </Page>
    );
  }
  return <DefaultLayout>{children}</DefaultLayout>;
}

function DefaultLayout({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Page>
      <SkipLink href="#content">{t('topBar.skipToContent')}</SkipLink>
      <TopBar />
      <Main id="content" tabIndex={-1}>
        {children}
      </Main>
      <Footer />
    </Page>
  );
}
