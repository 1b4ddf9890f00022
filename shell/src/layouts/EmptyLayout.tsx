import type { ReactNode } from 'react';
import { EntryWarning } from '../modals/EntryWarning';
import { SignupModal } from '../modals/SignupModal';
import { Main, Page } from './layout-parts';

/** Sign-up pages: nothing around the page but the signup modal and the entry warning. */
export function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <Page>
      <Main id="content">{children}</Main>
      <EntryWarning layout="empty" />
      <SignupModal />
    </Page>
  );
}
