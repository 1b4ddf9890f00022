import { SLUGGED_LANDER_FAMILIES } from './lander-families.js';

/**
 * The spec's route table, each route mapped to the remote that owns it and the shell layout it
 * renders in. Remotes reach another area only by navigating to one of these paths.
 */
export const REMOTE_NAMES = [
  'mf_account',
  'mf_profile',
  'mf_likes',
  'mf_chat',
  'mf_payments',
  'mf_landers',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export type LayoutName = 'default' | 'chat' | 'lander' | 'empty';

/**
 * One row of the route table. `N` is the name's type: the table itself is checked against
 * `RouteDefinition<string>`, everything else sees `RouteName`, so a name that is not in the table
 * does not compile.
 */
export interface RouteDefinition<N extends string = RouteName> {
  /** Route id, also used in banner rules ("not on signup, settings or notifications"). */
  name: N;
  /** react-router path pattern. */
  path: string;
  remote: RemoteName;
  layout: LayoutName;
}

export const INFO_PAGES = ['terms', 'privacy', 'cookies', 'ban', 'faq', 'return-policy', 'service'] as const;
export type InfoPageName = (typeof INFO_PAGES)[number];

/** The table with every name as its literal type; `RouteName` is derived from it. */
const ROUTE_TABLE = [
  { name: 'index', path: '/', remote: 'mf_landers', layout: 'default' },
  // account area
  { name: 'login', path: '/login', remote: 'mf_account', layout: 'default' },
  { name: 'signup', path: '/signup', remote: 'mf_account', layout: 'default' },
  { name: 'members-id-signup', path: '/members/:id/signup', remote: 'mf_account', layout: 'empty' },
  { name: 'complete-signup', path: '/complete-signup', remote: 'mf_account', layout: 'empty' },
  { name: 'reset-password', path: '/reset-password', remote: 'mf_account', layout: 'default' },
  { name: 'reset-password-do', path: '/reset-password/do', remote: 'mf_account', layout: 'default' },
  { name: 'activate-done', path: '/activate/done', remote: 'mf_account', layout: 'default' },
  { name: 'activate-error', path: '/activate/error', remote: 'mf_account', layout: 'default' },
  { name: 'mail-change-do', path: '/mail-change/do', remote: 'mf_account', layout: 'default' },
  { name: 'notifications', path: '/notifications', remote: 'mf_account', layout: 'default' },
  { name: 'complaints', path: '/complaints', remote: 'mf_account', layout: 'default' },
  { name: 'account-deleted', path: '/account-deleted', remote: 'mf_account', layout: 'default' },
  { name: 'lang-config', path: '/lang-config', remote: 'mf_account', layout: 'default' },
  ...INFO_PAGES.map((page): RouteDefinition<InfoPageName> => ({
    name: page,
    path: `/${page}`,
    remote: 'mf_account',
    layout: 'default',
  })),
  // profile area
  { name: 'members', path: '/members', remote: 'mf_profile', layout: 'default' },
  { name: 'members-id', path: '/members/:id', remote: 'mf_profile', layout: 'default' },
  { name: 'profile', path: '/profile', remote: 'mf_profile', layout: 'default' },
  // likes area
  { name: 'likes', path: '/likes', remote: 'mf_likes', layout: 'default' },
  { name: 'likes-type', path: '/likes/:type', remote: 'mf_likes', layout: 'default' },
  { name: 'likes-m-id', path: '/likes/m/:id', remote: 'mf_likes', layout: 'default' },
  { name: 'match-finder', path: '/match-finder', remote: 'mf_likes', layout: 'default' },
  { name: 'swipe-game', path: '/swipe-game', remote: 'mf_likes', layout: 'default' },
  { name: 'signup-matches', path: '/signup-matches', remote: 'mf_likes', layout: 'default' },
  // chat area
  { name: 'chats', path: '/chats', remote: 'mf_chat', layout: 'default' },
  { name: 'chats-id', path: '/chats/:id', remote: 'mf_chat', layout: 'chat' },
  { name: 'members-id-chat', path: '/members/:id/chat', remote: 'mf_chat', layout: 'chat' },
  // payments area
  { name: 'credits', path: '/credits', remote: 'mf_payments', layout: 'default' },
  { name: 'credits-repeat-order', path: '/credits/repeat-order', remote: 'mf_payments', layout: 'default' },
  { name: 'credits-id', path: '/credits/:id/:paymentmethod?', remote: 'mf_payments', layout: 'default' },
  { name: 'directdebit', path: '/directdebit', remote: 'mf_payments', layout: 'default' },
  { name: 'premium', path: '/premium', remote: 'mf_payments', layout: 'default' },
  { name: 'pricing', path: '/pricing', remote: 'mf_payments', layout: 'default' },
  { name: 'transactions', path: '/transactions/:id?', remote: 'mf_payments', layout: 'default' },
  // landers area
  ...SLUGGED_LANDER_FAMILIES.map((family): RouteDefinition<`landers-${typeof family}`> => ({
    name: `landers-${family}`,
    path: `/landers/${family}/:slug?`,
    remote: 'mf_landers',
    layout: 'lander',
  })),
  /** `{token}` information pages: site content from the database; an unknown token is a 404. */
  { name: 'info-token', path: '/:token', remote: 'mf_account', layout: 'default' },
  { name: 'landers-tinderswipe', path: '/landers/tinderswipe', remote: 'mf_landers', layout: 'lander' },
  { name: 'members-id-landing', path: '/members/:id/landing', remote: 'mf_landers', layout: 'lander' },
  {
    name: 'members-id-landing2',
    path: '/members/:id/landing2/:slug?',
    remote: 'mf_landers',
    layout: 'lander',
  },
  {
    name: 'members-id-landing3',
    path: '/members/:id/landing3/:slug?',
    remote: 'mf_landers',
    layout: 'lander',
  },
] as const satisfies readonly RouteDefinition<string>[];

/** The name of a route in the table (`'notifications'`, `'landers-video'`, …). */
export type RouteName = (typeof ROUTE_TABLE)[number]['name'];

export const ROUTES: readonly RouteDefinition[] = ROUTE_TABLE;

/** Path builders for cross-area navigation (`platform.navigate(paths.members())`). */
export const paths = {
  home: () => '/',
  login: () => '/login',
  resetPassword: () => '/reset-password',
  signup: () => '/signup',
  members: () => '/members',
  member: (id: number | string) => `/members/${id}`,
  profile: () => '/profile',
  notifications: () => '/notifications',
  chats: () => '/chats',
  likes: () => '/likes',
  credits: () => '/credits',
  premium: () => '/premium',
  info: (page: InfoPageName) => `/${page}`,
  completeSignup: () => '/complete-signup',
  activateDone: () => '/activate/done',
  activateError: () => '/activate/error',
  accountDeleted: () => '/account-deleted',
  complaints: () => '/complaints',
  memberSignup: (id: number | string) => `/members/${id}/signup`,
  memberChat: (id: number | string) => `/members/${id}/chat`,
  chat: (id: number | string) => `/chats/${id}`,
  statement: () => '/transactions',
} as const;
