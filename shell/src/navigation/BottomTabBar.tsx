import { useTranslation } from 'react-i18next';
import styled, { createGlobalStyle } from 'styled-components';
import { MainNav, TAB_BAR_HEIGHT_PX, type MainNavProps } from './MainNav';

const SAFE_AREA_BOTTOM = 'env(safe-area-inset-bottom, 0px)';

const Bar = styled.nav`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.navbar};
  padding: 0 0 ${SAFE_AREA_BOTTOM};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 -2px 8px rgba(20, 16, 30, 0.06);
`;

/**
 * The bar's height for the areas, while it is shown: what sticks to the bottom of a page (the
 * swipe deck's Like and Pass) sits above it instead of under it.
 */
const TabBarHeight = createGlobalStyle`
  :root {
    --amora-tab-bar-height: calc(${TAB_BAR_HEIGHT_PX}px + ${SAFE_AREA_BOTTOM});
  }
`;

/** Keeps the end of the page (footer) clear of the fixed bar. */
const Spacer = styled.div`
  flex: none;
  height: calc(${TAB_BAR_HEIGHT_PX}px + ${SAFE_AREA_BOTTOM});
`;

/** Phones (below 768 px): the member's main navigation as a fixed bar at the bottom of the screen. */
export function BottomTabBar({ counts }: Pick<MainNavProps, 'counts'>) {
  const { t } = useTranslation('common');
  return (
    <>
      <TabBarHeight />
      <Spacer aria-hidden="true" />
      <Bar aria-label={t('nav.tabBarLabel')} data-testid="bottom-tab-bar">
        <MainNav variant="tabs" counts={counts} />
      </Bar>
    </>
  );
}
