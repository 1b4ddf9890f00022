import { paths } from '@amora/contracts/plain';
import { Button, Navbar, up, usePlatform, useSession, VisuallyHidden } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { MainNav } from '../navigation/MainNav';
import { NavGlyph } from '../navigation/NavGlyph';
import { useMemberNavPlacement } from '../navigation/useMemberNavPlacement';
import { AccountMenu } from './AccountMenu';
import { BackButton } from './BackButton';
import { BrandLink } from './BrandLink';
import { LanguageMenu } from './LanguageMenu';

/** Phones get smaller buttons, so sign-up and log-in fit at 360 px in every language. */
const CompactButton = styled(Button)`
  position: relative;
  flex: none;
  min-height: 40px;
  padding: 0 10px;
  font-size: 0.8125rem;
  white-space: nowrap;
  ${up('sm')} {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(5)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

/**
 * The log-in button's label: below 576 px only its icon shows, the words stay its accessible
 * name, so the site's name keeps the room it needs beside sign-up and the language in every
 * language ("Kirjaudu sisään" alone is wider than a third of a 360-px screen).
 */
const LoginLabel = styled(VisuallyHidden)`
  ${up('sm')} {
    position: static;
    width: auto;
    height: auto;
    overflow: visible;
    clip: auto;
  }
`;

const LoginIcon = styled.span`
  display: inline-flex;
  ${up('sm')} {
    display: none;
  }
`;

/** The back button (installed app only) and the logo share the left end; the logo may shrink. */
const Start = styled.div`
  display: flex;
  flex: 0 1 auto;
  align-items: center;
  min-width: 0;
`;

/**
 * The default layout's top bar: the installed app's back button, logo, the member's main navigation (from 768 px; below it is the
 * bottom tab bar), language choice, and sign-up and login or the account menu.
 */
export function TopBar() {
  const { t } = useTranslation('common');
  const platform = usePlatform();
  const { status } = useSession();
  const navigate = useNavigate();
  const navPlacement = useMemberNavPlacement();

  return (
    <Navbar
      label={t('topBar.label')}
      brand={
        <Start>
          <BackButton />
          <BrandLink />
        </Start>
      }
    >
      {navPlacement === 'bar' ? <MainNav variant="bar" /> : null}
      <LanguageMenu />
      {status === 'authenticated' ? <AccountMenu /> : null}
      {status === 'anonymous' ? (
        <>
          <CompactButton variant="primary" onClick={() => platform.events.emit('signup:start', {})}>
            {t('topBar.signup')}
          </CompactButton>
          <CompactButton variant="ghost" onClick={() => navigate(paths.login())} title={t('topBar.login')}>
            <LoginIcon>
              <NavGlyph icon="account" />
            </LoginIcon>
            <LoginLabel>{t('topBar.login')}</LoginLabel>
          </CompactButton>
        </>
      ) : null}
    </Navbar>
  );
}
