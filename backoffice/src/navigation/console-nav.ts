import { BACKOFFICE_PAGES, type BackofficePageDefinition, type StaffRole } from '@amora/contracts';

/** Who sees an entry: staff holding one of the roles; admin sees everything; `any` is every staff member. */
export type NavRoles = readonly StaffRole[] | 'any';

export interface NavItem {
  id: string;
  /** The path under the console's router basename (`/backoffice`). */
  to: string;
  labelKey: string;
  roles: NavRoles;
}

/** The console's own pages, around the areas' pages of BACKOFFICE_PAGES. */
const HOME: NavItem = { id: 'home', to: '/', labelKey: 'nav.home', roles: 'any' };
const OWN_PAGES_AFTER: NavItem[] = [
  { id: 'audit', to: '/audit', labelKey: 'nav.audit', roles: ['admin'] },
  { id: 'staff', to: '/staff', labelKey: 'nav.staff', roles: ['admin'] },
  { id: 'sessions', to: '/sessions', labelKey: 'nav.sessions', roles: 'any' },
];

/** The part of a console path below its basename: `/backoffice/photos` → `/photos`. */
export function consoleRoute(path: string): string {
  const below = path.replace(/^\/backoffice(?=\/|$)/, '');
  return below === '' ? '/' : below;
}

export function mayOpen(staffRoles: readonly StaffRole[], roles: NavRoles): boolean {
  if (roles === 'any' || staffRoles.includes('admin')) return true;
  return roles.some((role) => staffRoles.includes(role));
}

/** The areas' staff pages this staff member may open (the server's guard decides all the same). */
export function areaPagesFor(staffRoles: readonly StaffRole[]): BackofficePageDefinition[] {
  return BACKOFFICE_PAGES.filter((page) => mayOpen(staffRoles, page.roles));
}

/** The navigation by role: home, the areas' pages, then the console's own pages. */
export function navigationFor(staffRoles: readonly StaffRole[]): NavItem[] {
  const areas = areaPagesFor(staffRoles).map((page) => ({
    id: page.id,
    to: consoleRoute(page.path),
    labelKey: page.labelKey,
    roles: page.roles,
  }));
  return [HOME, ...areas, ...OWN_PAGES_AFTER].filter((item) => mayOpen(staffRoles, item.roles));
}
