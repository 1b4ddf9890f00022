import { Button, up } from '@amora/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import styled from 'styled-components';
import { LanguageSelect } from './LanguageSelect';
import { navigationFor } from '../navigation/console-nav';
import { useConsole, useStaffSession } from '../platform/use-console';

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space(2)};
  top: -100px;
  z-index: ${({ theme }) => theme.zIndex.modal};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radius.sm};
  &:focus {
    top: ${({ theme }) => theme.space(2)};
  }
`;
const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
`;
const Title = styled.p`
  margin: 0;
  font-weight: 700;
  flex: 1 1 auto;
`;
const Who = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;
const Body = styled.div`
  display: flex;
  flex-direction: column;
  min-height: calc(100vh - 64px);
  ${up('md')} {
    flex-direction: row;
  }
`;
const Nav = styled.nav`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${up('md')} {
    flex: 0 0 220px;
    border-bottom: none;
    border-right: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
const MenuToggle = styled(Button)`
  margin: ${({ theme }) => theme.space(2)};
  ${up('md')} {
    display: none;
  }
`;
const NavList = styled.ul<{ $open: boolean }>`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space(2)};
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  ${up('md')} {
    display: block;
  }
  a {
    display: block;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a.active {
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.onSecondary};
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;
const Main = styled.main`
  flex: 1 1 auto;
  min-width: 0;
  padding: ${({ theme }) => theme.space(4)};
  &:focus {
    outline: none;
  }
`;

const CONTENT_ID = 'console-content';

/** The console's frame: skip link, header (who, language, log-out), navigation by role, content. */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('backoffice');
  const { session } = useConsole();
  const state = useStaffSession();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(location.pathname);
  // A new page: the phone's menu closes and the focus moves to the content, so a keyboard or
  // screen-reader user starts reading the page they chose rather than the navigation again.
  useEffect(() => {
    setMenuOpen(false);
    if (location.pathname !== firstPath.current) mainRef.current?.focus();
  }, [location.pathname]);
  if (state.status !== 'signed-in') return null;
  const items = navigationFor(state.staff.roles);
  return (
    <>
      <SkipLink href={`#${CONTENT_ID}`}>{t('layout.skipToContent')}</SkipLink>
      <Header>
        <Title>{t('layout.title')}</Title>
        <Who data-testid="console-staff">
          {t('layout.signedInAs', { name: state.staff.name || state.staff.email })}
        </Who>
        <LanguageSelect />
        <Button variant="secondary" onClick={() => void session.signOut()}>
          {t('layout.logOut')}
        </Button>
      </Header>
      <Body>
        <Nav aria-label={t('layout.navigation')}>
          <MenuToggle
            variant="ghost"
            aria-expanded={menuOpen}
            aria-controls="console-nav-list"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {t('layout.menu')}
          </MenuToggle>
          <NavList id="console-nav-list" $open={menuOpen}>
            {items.map((item) => (
              <li key={item.id}>
                <NavLink to={item.to} end={item.to === '/'}>
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
          </NavList>
        </Nav>
        <Main id={CONTENT_ID} tabIndex={-1} ref={mainRef}>
          {children}
        </Main>
      </Body>
    </>
  );
}
