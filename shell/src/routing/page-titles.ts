import type { RouteName } from '@amora/contracts';

/**
 * Each route's page title: a key in the shell's namespace, or null where the page is the site
 * itself (home, landers, `{token}` pages), which shows the site's own title. The shell sets the
 * titles; the areas do not (a typed map, so a new route does not compile without one).
 */
export const PAGE_TITLE_KEYS: Record<RouteName, string | null> = {
  index: null,
  login: 'topBar.login',
  signup: 'topBar.signup',
  'members-id-signup': 'topBar.signup',
  'complete-signup': 'title.completeSignup',
  'reset-password': 'title.resetPassword',
  'reset-password-do': 'title.resetPassword',
  'activate-done': 'title.activateDone',
  'activate-error': 'title.activateError',
  'mail-change-do': 'title.mailChange',
  notifications: 'account.settings',
  complaints: 'footer.complaints',
  'account-deleted': 'title.accountDeleted',
  'lang-config': 'title.langConfig',
  terms: 'footer.terms',
  privacy: 'footer.privacy',
  cookies: 'footer.cookies',
  ban: 'footer.ban',
  faq: 'footer.faq',
  'return-policy': 'footer.returnPolicy',
  service: 'footer.service',
  members: 'nav.search',
  'members-id': 'title.profileView',
  profile: 'account.myProfile',
  likes: 'nav.likes',
  'likes-type': 'nav.likes',
  'likes-m-id': 'title.match',
  'match-finder': 'title.matchFinder',
  'swipe-game': 'title.swipeGame',
  'signup-matches': 'title.signupMatches',
  chats: 'nav.messages',
  'chats-id': 'title.chat',
  'members-id-chat': 'title.chat',
  credits: 'nav.credits',
  'credits-repeat-order': 'nav.credits',
  'credits-id': 'nav.credits',
  directdebit: 'title.directDebit',
  premium: 'title.premium',
  pricing: 'footer.pricing',
  transactions: 'title.transaction',
  'landers-alonetonight': null,
  'landers-collagelanding': null,
  'landers-gallery': null,
  'landers-iconslanding': null,
  'landers-maplanding': null,
  'landers-socialnetwork': null,
  'landers-transitionsvideolanding': null,
  'landers-video': null,
  'info-token': null,
  'landers-tinderswipe': null,
  'members-id-landing': null,
  'members-id-landing2': null,
  'members-id-landing3': null,
};

/** Between page and site in every language, as in "Search – Velvet Hearts"; not a word to translate. */
export const TITLE_SEPARATOR = ' \u2013 ';

/** The key of the shell's 404 page title. */
export const NOT_FOUND_TITLE_KEY = 'title.notFound';

export interface PageTitleInput {
  /** The matched route's name; null on the 404 page. */
  route: RouteName | null;
  /** Translator of the shell's namespace. */
  t: (key: string) => string;
  /** The site's name (the brand). */
  site: string;
  /** The site's own title (`index_title`) for pages that are the site itself. */
  siteTitle?: string | null;
}

/** "Search – Velvet Hearts"; the site's own title on home, landers and `{token}` pages. */
export function pageTitle({ route, t, site, siteTitle }: PageTitleInput): string {
  const key = route === null ? NOT_FOUND_TITLE_KEY : PAGE_TITLE_KEYS[route];
  if (key === null) return siteTitle || site;
  return `${t(key)}${TITLE_SEPARATOR}${site}`;
}
