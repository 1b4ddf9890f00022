import type { Locale, PlatformEvents, SearchResult, SiteSettings, User } from '@amora/contracts';
import { createTestPlatform, jsonFetch, someSettings, type TestPlatform } from '@amora/testing';
import { screen, within } from '@testing-library/dom';
import { mountRootParcel, type Parcel } from 'single-spa';
import * as app from '../../../exports/app';

/**
 * Mounts the whole profile area at a path as the shell does (own React root, real platform,
 * translations from the locale files), with fakes at the edges: fetch, settings and the session.
 * The root commits outside act(), so tests fire DOM events and wait for the DOM.
 */
export type Fetch = jest.Mock<Promise<Response>, [input: RequestInfo | URL, init?: RequestInit]>;
export type Routes = Parameters<typeof jsonFetch>[0];

export interface MountOptions {
  /** Answers by "METHOD path" (query ignored); anything else is a 404. */
  routes?: Routes;
  fetch?: Fetch;
  /** Overrides of the test site's settings. */
  settings?: Partial<SiteSettings>;
  /** undefined: session unknown; null: a logged-out visitor. */
  user?: User | null;
  locale?: Locale;
}

type RecordedEvent = { [K in keyof PlatformEvents]: [K, PlatformEvents[K]] }[keyof PlatformEvents];

export interface MountedProfileArea {
  platform: TestPlatform;
  fetch: Fetch;
  view: ReturnType<typeof within>;
  /** The whole document, for dialogs rendered in a portal. */
  page: typeof screen;
  /** Every signup:start emitted, in order. */
  events: RecordedEvent[];
}

/**
 * The jest environment lends Node's FormData to jsdom, and Node's cannot read a form element.
 * React 19 builds one when a submit handler starts a transition (react-router's navigation in
 * `setSearchParams`), so the tests get a FormData that can, as browsers have.
 */
const NodeFormData = globalThis.FormData;
class FormDataOfForm extends NodeFormData {
  constructor(form?: HTMLFormElement) {
    super();
    for (const element of Array.from(form?.elements ?? [])) {
      const field = element as HTMLInputElement;
      if (field.name && !field.disabled) this.append(field.name, field.value);
    }
  }
}

/** beforeEach/afterEach for a test file that mounts the area; returns the mount function. */
export function setUpProfileArea() {
  let parcel: Parcel | null = null;
  let domElement: HTMLElement;

  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    globalThis.FormData = FormDataOfForm as typeof FormData;
    domElement = document.createElement('div');
    document.body.appendChild(domElement);
  });

  afterEach(async () => {
    if (parcel?.getStatus() === 'MOUNTED') await parcel.unmount();
    parcel = null;
    domElement.remove();
    window.history.pushState(null, '', '/');
    globalThis.FormData = NodeFormData;
  });

  return async function mountAt(path: string, options: MountOptions = {}): Promise<MountedProfileArea> {
    const fetch = options.fetch ?? jest.fn(jsonFetch(options.routes ?? {}));
    const settings = someSettings({
      search_fields: ['gender', 'country', 'countryregion', 'min_age', 'max_age'],
      ...options.settings,
    });
    const platform = await createTestPlatform({ fetch, settings, locale: options.locale });
    if (options.user !== undefined) platform.session.setUser(options.user);
    const events: RecordedEvent[] = [];
    platform.events.on('signup:start', (payload) => events.push(['signup:start', payload]));
    window.history.pushState(null, '', path);
    parcel = mountRootParcel(
      { ...app, name: 'mf_profile' } as never,
      { domElement, name: 'mf_profile', basename: '/', platform } as never,
    );
    await parcel.mountPromise;
    return { platform, fetch, view: within(domElement), page: screen, events };
  };
}

/** The requests sent to one "METHOD path": query parameters and JSON body, in order. */
export function sentRequests(
  fetch: Fetch,
  route: string,
): Array<{ query: Record<string, string>; body: unknown }> {
  const [method, path] = route.split(' ');
  return fetch.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url, init }) => url.pathname === path && (init?.method ?? 'GET') === method)
    .map(({ url, init }) => ({
      query: Object.fromEntries(url.searchParams),
      body: init?.body === undefined ? undefined : (JSON.parse(String(init.body)) as unknown),
    }));
}

/** A JSON response as the server sends it. */
export function json(status: number, body: unknown): Promise<Response> {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

let nextId = 500;

/** A search result card; override what the test is about. */
export function aResult(overrides: Partial<SearchResult> = {}): SearchResult {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Member ${id}`,
    age: 30,
    country: 'NL',
    city: 'Utrecht',
    main_image: null,
    fictional: false,
    ...overrides,
  };
}
