import type {
  BackofficePageId,
  BackofficePageModule,
  BackofficePlatform,
  BackofficeStaff,
} from '@amora/contracts';
import { screen, within } from '@testing-library/react';
import { mountRootParcel, type Parcel } from 'single-spa';
import { fakeFetch, jsonFetch, type FetchMock, type JsonRoutes } from './fake-fetch.js';
import { createTestPlatform } from './test-platform.js';

/** A console platform for staff pages: the real wiring, a fake fetch, navigation recorded. */
export interface TestBackofficePlatform extends BackofficePlatform {
  navigations: string[];
}

export interface BackofficeMountOptions {
  routes?: JsonRoutes;
  fetch?: FetchMock;
  staff?: Partial<BackofficeStaff>;
  locale?: 'en' | 'de' | 'nl' | 'fr' | 'es' | 'it' | 'da' | 'fi' | 'nb' | 'pl' | 'sv';
}

export interface MountedBackofficePage {
  platform: TestBackofficePlatform;
  fetch: FetchMock;
  view: ReturnType<typeof within>;
  /** The whole document, for dialogs rendered in a portal. */
  page: typeof screen;
}

/**
 * Mounts an area's `./backoffice/<page>` as the staff console does: a single-spa parcel under the
 * page's basename, with console instances made by the real platform wiring (fakes at the edges).
 */
export function setUpBackofficeTests(
  page: BackofficePageModule,
  name: BackofficePageId,
  basename: string,
): (path: string, options?: BackofficeMountOptions) => Promise<MountedBackofficePage> {
  let parcel: Parcel | null = null;
  let domElement: HTMLElement;
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    domElement = document.body.appendChild(document.createElement('div'));
  });
  afterEach(async () => {
    if (parcel?.getStatus() === 'MOUNTED') await parcel.unmount();
    parcel = null;
    domElement.remove();
    window.history.pushState(null, '', '/');
  });
  return async (path, { routes = {}, fetch = fakeFetch(jsonFetch(routes)), staff, locale = 'en' } = {}) => {
    const member = await createTestPlatform({ fetch, locale });
    const navigations: string[] = [];
    const platform: TestBackofficePlatform = {
      queryClient: member.queryClient,
      i18n: member.i18n,
      http: member.http,
      theme: member.theme,
      navigate: (to) => void navigations.push(to),
      registerTranslations: member.registerTranslations,
      getStaff: () => ({ id: 1, email: 'mod@amora.test', name: 'Mo', roles: ['moderator'], ...staff }),
      navigations,
    };
    window.history.pushState(null, '', path);
    parcel = mountRootParcel({ ...page, name } as never, { domElement, name, basename, platform } as never);
    await parcel.mountPromise;
    return { platform, fetch, view: within(domElement), page: screen };
  };
}
