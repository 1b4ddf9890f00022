import type { ReactNode } from 'react';
import { EntryWarning } from '../modals/EntryWarning';
import { BareMain, Page } from './layout-parts';

/** A conversation gets the whole screen: no top bar, no footer. */
export function ChatLayout({ children }: { children: ReactNode }) {
  return (
    <Page>
      <BareMain id="content">{children}</BareMain>
      <EntryWarning layout="chat" />
    </Page>
  );
}
