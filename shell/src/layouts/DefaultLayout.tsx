import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Banners } from '../banners/Banners';
import { BottomTabBar } from '../navigation/BottomTabBar';
import { useMemberNavPlacement } from '../navigation/useMemberNavPlacement';
import { EntryWarning } from '../modals/EntryWarning';
import { LikesModals } from '../modals/LikesModals';
import { SignupModal } from '../modals/SignupModal';
import { TimeBonusModal } from '../modals/TimeBonusModal';
import { Footer } from './Footer';
import { Main, Page, SkipLink } from './layout-parts';
import { TopBar } from './TopBar';

/** Top bar, warning banners, the page, footer; plus the entry warning, signup, time-bonus and likes modals. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const navPlacement = useMemberNavPlacement();
  return (
    <Page>
      <SkipLink href="#content">{t('topBar.skipToContent')}</SkipLink>
      <TopBar />
      <Banners />
      <Main id="content" tabIndex={-1}>
        {children}
      </Main>
      <Footer />
      {navPlacement === 'tabs' ? <BottomTabBar /> : null}
      <EntryWarning layout="default" />
      <SignupModal />
      <TimeBonusModal />
      <LikesModals />
    </Page>
  );
}
