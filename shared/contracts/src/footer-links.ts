import { paths, ROUTES } from './routes.js';

// Shared by the shell's footer and the lean lander page's (ADR 0022).

export type FooterVariant = 'logged-out' | 'logged-in' | 'app';

export interface FooterLink {
  /** Translation key under `footer.`. */
  key: string;
  to: string;
}

/** The payments area owns /pricing; `paths` has no builder for it, the route table has the path. */
const PRICING_PATH = ROUTES.find((route) => route.name === 'pricing')?.path ?? '/pricing';

/** The spec's footer links, in its order: every web footer carries them all. */
const LEGAL_LINKS: FooterLink[] = [
  { key: 'terms', to: paths.info('terms') },
  { key: 'privacy', to: paths.info('privacy') },
  { key: 'cookies', to: paths.info('cookies') },
  { key: 'ban', to: paths.info('ban') },
  { key: 'pricing', to: PRICING_PATH },
  { key: 'complaints', to: paths.complaints() },
  { key: 'returnPolicy', to: paths.info('return-policy') },
  { key: 'faq', to: paths.info('faq') },
  { key: 'service', to: paths.info('service') },
];

const LINKS_BY_VARIANT: Record<FooterVariant, FooterLink[]> = {
  'logged-out': [...LEGAL_LINKS, { key: 'login', to: paths.login() }, { key: 'signup', to: paths.signup() }],
  'logged-in': [...LEGAL_LINKS, { key: 'settings', to: paths.notifications() }],
  // The installed app has little room: what app stores and the law ask for, and help.
  app: [
    { key: 'terms', to: paths.info('terms') },
    { key: 'privacy', to: paths.info('privacy') },
    { key: 'faq', to: paths.info('faq') },
    { key: 'service', to: paths.info('service') },
  ],
};

/** US privacy law asks for this opt-out link; it leads to the privacy page (the US text for English). */
const US_LINK: FooterLink = { key: 'doNotSell', to: paths.info('privacy') };

export function footerVariant(context: { installedApp: boolean; loggedIn: boolean }): FooterVariant {
  if (context.installedApp) return 'app';
  return context.loggedIn ? 'logged-in' : 'logged-out';
}

/** The US footer: English visitors located in the US. */
export function isUsFooter(language: string, geoipCountry: string | null | undefined): boolean {
  return language === 'en' && geoipCountry === 'US';
}

export function footerLinks(variant: FooterVariant, us: boolean): FooterLink[] {
  const links = LINKS_BY_VARIANT[variant];
  return us ? [...links, US_LINK] : links;
}
