import type { QueryClient } from '@tanstack/query-core';
import type { i18n as I18n } from 'i18next';
import type { StaffRole } from './api/staff.js';
import type { HttpClient, NavigateOptions } from './remote-module.js';
import type { RemoteName } from './routes.js';

/*
 * The staff console (`backoffice/`, served at `/backoffice/`): its own host, which loads each
 * area's staff pages from that area's release through the same registry. An area ships a page as
 * one more expose, `./backoffice/<page>`, exporting single-spa parcel lifecycles
 * (`createBackofficePage` from `@amora/ui`); the console mounts it in its content slot under the
 * page's basename. Nothing here is part of a member's download.
 */

/** What the console knows of the signed-in staff member (from `GET /api/staff/session`). */
export interface BackofficeStaff {
  id: number;
  email: string;
  name: string;
  roles: StaffRole[];
}

/** The console's instances, handed to every staff page as parcel props. */
export interface BackofficePlatform {
  queryClient: QueryClient;
  i18n: I18n;
  /**
   * The console's HTTP client: the client header on every call, the spec's retries; a 401
   * `staff_authentication_required` sends the console to its login page.
   */
  http: HttpClient;
  /** The design-system theme; pages re-provide it with their own ThemeProvider. */
  theme: object;
  /** The console's router: the way to another staff page (`/backoffice/...`). */
  navigate(to: string, options?: NavigateOptions): void;
  /** Registers one namespace's translations (the area's `backoffice` texts). */
  registerTranslations(
    namespace: string,
    load: (locale: string) => Promise<Record<string, unknown>>,
  ): Promise<void>;
  /** The signed-in staff member; pages show actions by role (the server decides all the same). */
  getStaff(): BackofficeStaff;
}

export interface BackofficeParcelProps {
  /** The page's id in `BACKOFFICE_PAGES`. */
  name: BackofficePageId;
  /** The router basename the page mounts its own router under, e.g. `/backoffice/photos`. */
  basename: string;
  platform: BackofficePlatform;
}

type Lifecycle<P> = (props: P) => Promise<unknown>;

/** What an area's `./backoffice/<page>` expose must export. */
export interface BackofficePageModule {
  bootstrap: Lifecycle<BackofficeParcelProps> | Array<Lifecycle<BackofficeParcelProps>>;
  mount: Lifecycle<BackofficeParcelProps> | Array<Lifecycle<BackofficeParcelProps>>;
  unmount: Lifecycle<BackofficeParcelProps> | Array<Lifecycle<BackofficeParcelProps>>;
  update?: Lifecycle<BackofficeParcelProps> | Array<Lifecycle<BackofficeParcelProps>>;
}

export interface BackofficePageDefinition<I extends string = string> {
  id: I;
  /** The console path the page owns (and everything under it). */
  path: string;
  remote: RemoteName;
  /** The federated expose, e.g. `./backoffice/photos`. */
  expose: string;
  /** Who sees it in the navigation (admin sees everything); the server's guard decides regardless. */
  roles: readonly StaffRole[];
  /** The navigation label's key in the console's `backoffice` namespace. */
  labelKey: string;
}

/**
 * The console's page table: which area ships which staff page. The console's own pages (home,
 * audit log, staff, sessions, log-in, set-up) are not here: they are the console host's.
 */
export const BACKOFFICE_PAGES = [
  {
    id: 'reports',
    path: '/backoffice/reports',
    remote: 'mf_profile',
    expose: './backoffice/reports',
    roles: ['moderator'],
    labelKey: 'nav.reports',
  },
  {
    id: 'photos',
    path: '/backoffice/photos',
    remote: 'mf_profile',
    expose: './backoffice/photos',
    roles: ['moderator'],
    labelKey: 'nav.photos',
  },
  {
    id: 'complaints',
    path: '/backoffice/complaints',
    remote: 'mf_account',
    expose: './backoffice/complaints',
    roles: ['support'],
    labelKey: 'nav.complaints',
  },
  {
    id: 'payments',
    path: '/backoffice/payments',
    remote: 'mf_payments',
    expose: './backoffice/payments',
    roles: ['finance'],
    labelKey: 'nav.payments',
  },
  {
    id: 'exports',
    path: '/backoffice/exports',
    remote: 'mf_account',
    expose: './backoffice/exports',
    roles: ['support'],
    labelKey: 'nav.exports',
  },
  {
    id: 'landers',
    path: '/backoffice/landers',
    remote: 'mf_landers',
    expose: './backoffice/landers',
    roles: ['marketer'],
    labelKey: 'nav.landers',
  },
  {
    id: 'members',
    path: '/backoffice/members',
    remote: 'mf_account',
    expose: './backoffice/members',
    roles: ['support'],
    labelKey: 'nav.members',
  },
  {
    id: 'site-settings',
    path: '/backoffice/site-settings',
    remote: 'mf_account',
    expose: './backoffice/site-settings',
    roles: ['admin'],
    labelKey: 'nav.siteSettings',
  },
] as const satisfies readonly BackofficePageDefinition[];

export type BackofficePageId = (typeof BACKOFFICE_PAGES)[number]['id'];

/** The console's base path; its own pages live beside the areas' under it. */
export const BACKOFFICE_BASE_PATH = '/backoffice';
