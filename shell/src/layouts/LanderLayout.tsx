import { Navbar } from '@amora/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EntryWarning } from '../modals/EntryWarning';
import { BrandLink } from './BrandLink';
import { Footer } from './Footer';
import { Main, Page } from './layout-parts';

/** Landing pages: a small navbar with the logo, the page, the footer with its disclaimer. */
export function LanderLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Page>
      <Navbar label={t('topBar.label')} brand={<BrandLink />} />
      <Main id="content">{children}</Main>
      <Footer />
      <EntryWarning layout="lander" />
    </Page>
  );
}
