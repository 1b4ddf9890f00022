import { footerLinks, footerVariant, isUsFooter } from './footer-links.js';

const LEGAL = [
  ['terms', '/terms'],
  ['privacy', '/privacy'],
  ['cookies', '/cookies'],
  ['ban', '/ban'],
  ['pricing', '/pricing'],
  ['complaints', '/complaints'],
  ['returnPolicy', '/return-policy'],
  ['faq', '/faq'],
  ['service', '/service'],
];
const pairs = (links: ReturnType<typeof footerLinks>) => links.map((link) => [link.key, link.to]);

describe('footer variant', () => {
  it('is the installed-app footer in the app, logged in or not', () => {
    expect(footerVariant({ installedApp: true, loggedIn: true })).toBe('app');
    expect(footerVariant({ installedApp: true, loggedIn: false })).toBe('app');
  });

  it('is the logged-in or logged-out footer on the web', () => {
    expect(footerVariant({ installedApp: false, loggedIn: true })).toBe('logged-in');
    expect(footerVariant({ installedApp: false, loggedIn: false })).toBe('logged-out');
  });

  it('adds the US links for English visitors in the US only', () => {
    expect(isUsFooter('en', 'US')).toBe(true);
    expect(isUsFooter('en', 'GB')).toBe(false);
    expect(isUsFooter('es', 'US')).toBe(false);
    expect(isUsFooter('en', null)).toBe(false);
  });
});

describe('footer links', () => {
  it('logged out: the spec links in order, then log in and sign up', () => {
    expect(pairs(footerLinks('logged-out', false))).toEqual([
      ...LEGAL,
      ['login', '/login'],
      ['signup', '/signup'],
    ]);
  });

  it('logged in: the spec links in order, then settings', () => {
    expect(pairs(footerLinks('logged-in', false))).toEqual([...LEGAL, ['settings', '/notifications']]);
  });

  it('installed app: a compact set', () => {
    expect(pairs(footerLinks('app', false))).toEqual([
      ['terms', '/terms'],
      ['privacy', '/privacy'],
      ['faq', '/faq'],
      ['service', '/service'],
    ]);
  });

  it.each(['logged-out', 'logged-in', 'app'] as const)(
    'US, %s: adds "Do not sell or share" to the privacy page',
    (variant) => {
      const links = footerLinks(variant, true);
      expect(links.at(-1)).toEqual({ key: 'doNotSell', to: '/privacy' });
      expect(links.slice(0, -1)).toEqual(footerLinks(variant, false));
    },
  );
});
