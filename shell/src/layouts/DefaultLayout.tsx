import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Banners } from '../banners/Banners';
import { EntryWarning } from '../modals/EntryWarning';
import { SignupModal } from '../modals/SignupModal';
import { Footer } from './Footer';
import { Main, Page, SkipLink } from './layout-parts';
import { TopBar } from './TopBar';

/** Top bar, warning banners, the page, footer; plus the entry warning and the signup modal. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Page>
      <SkipLink href="#content">{t('topBar.skipToContent')}</SkipLink>
      <TopBar />
      <Banners />
      <Main id="content" tabIndex={-1}>
        {children}
      </Main>
      <Footer />
      <EntryWarning layout="default" />
      <SignupModal />
    </Page>
  );
}
