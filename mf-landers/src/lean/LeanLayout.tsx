import {
  DEFAULT_MIN_AGE,
  LOCALE_COOKIE_MAX_AGE_DAYS,
  LOCALE_COOKIE_NAME,
  LOCALE_NATIVE_NAMES,
  LOCALES,
  footerLinks,
  footerVariant,
  isLocale,
  isUsFooter,
  paths,
} from '@amora/contracts';
import { Dropdown, Navbar, SiteFooter, brandNameStyles, up } from '@amora/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useLanderEnv } from '../features/lander/lander-env';
import { LeanEntryWarning } from './LeanEntryWarning';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

/** As the shell's `Main` (layout-parts.ts): the families were designed inside it. */
const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
`;

const Brand = styled.a`
  ${brandNameStyles}
`;

/** The top bar's sign-up and log-in, as links: the shell's modal is not on this page. */
const NavLink = styled.a<{ $primary?: boolean }>`
  display: inline-flex;
  align-items: center;
  flex: none;
  min-height: 40px;
  padding: 0 10px;
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: 0.8125rem;
  font-weight: 600;
  white-space: nowrap;
  text-decoration: none;
  color: ${({ theme, $primary }) => ($primary ? theme.colors.onPrimary : theme.colors.text)};
  background: ${({ theme, $primary }) => ($primary ? theme.colors.primary : 'transparent')};
  ${up('sm')} {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(5)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

/** Runs as the installed web app (the compact footer). */
function isInstalledApp(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
}

/** The visitor's language choice: remembered in the locale cookie, then the page loads again in it. */
function chooseLanguage(locale: string): void {
  const maxAge = LOCALE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;
  document.cookie = `${LOCALE_COOKIE_NAME}=${locale}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
  window.location.reload();
}

function LanguageMenu() {
  const { t, language, settings } = useLanderEnv();
  const visible = (settings?.visible_locales ?? [...LOCALES]).filter(isLocale);
  if (visible.length < 2) return null;
  const current = isLocale(language) ? language : 'en';
  return (
    <Dropdown
      testId="language-menu"
      triggerLabel={t('layout.language.label', { language: LOCALE_NATIVE_NAMES[current] })}
      trigger={<span>{current.toUpperCase()}</span>}
      items={visible.map((locale) => ({
        id: locale,
        label: LOCALE_NATIVE_NAMES[locale],
        selected: locale === current,
        onSelect: () => chooseLanguage(locale),
      }))}
    />
  );
}

function LeanFooter() {
  const { t, language, settings } = useLanderEnv();
  const variant = footerVariant({ installedApp: isInstalledApp(), loggedIn: false });
  const links = footerLinks(variant, isUsFooter(language, settings?.geoip_country));
  const site = settings?.name ?? t('layout.brand.name');
  const lines = [t('layout.footer.company', { site, year: new Date().getFullYear() })];
  if (variant !== 'app')
    lines.push(t('layout.footer.disclaimer', { min_age: settings?.min_age ?? DEFAULT_MIN_AGE }));
  return (
    <SiteFooter
      variant={variant}
      label={t('layout.footer.label')}
      links={links.map((link) => ({
        key: link.key,
        link: <a href={link.to}>{t(`layout.footer.${link.key}`)}</a>,
      }))}
      lines={lines}
    />
  );
}

/**
 * The page around a lander without the shell: the spec's lander layout (small navbar with the
 * logo, the footer and its disclaimer) and, on `/` (the default layout in the route table), the
 * top bar's language choice, sign-up and log-in. Links are plain links: a visitor who goes on
 * loads the shell there. The entry warning follows the shell's rules for the layout.
 */
export function LeanLayout({ home, children }: { home: boolean; children: ReactNode }) {
  const { t, settings } = useLanderEnv();
  const siteName = settings?.name ?? t('layout.brand.name');
  return (
    <Page>
      <Navbar
        label={t('layout.topBar.label')}
        brand={
          <Brand href={paths.home()} title={siteName}>
            {siteName}
          </Brand>
        }
      >
        {home ? (
          <>
            <LanguageMenu />
            <NavLink $primary href={paths.signup()}>
              {t('layout.topBar.signup')}
            </NavLink>
            <NavLink href={paths.login()}>{t('layout.topBar.login')}</NavLink>
          </>
        ) : null}
      </Navbar>
      <Main id="content">{children}</Main>
      <LeanFooter />
      <LeanEntryWarning layout={home ? 'default' : 'lander'} routeName={home ? 'index' : null} />
    </Page>
  );
}
