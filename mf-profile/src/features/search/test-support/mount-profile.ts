import type { SearchResult, SiteSettings } from '@amora/contracts';
import {
  aProfileCard,
  jsonResponse,
  recordEvents,
  setUpAreaTests,
  someSettings,
  type AreaTestOptions,
  type AreaUnderTest,
  type RecordedEvent,
} from '@amora/testing';
import * as app from '../../../exports/app';

export interface MountOptions extends Omit<AreaTestOptions, 'settings'> {
  /** Overrides of the test site's settings. */
  settings?: Partial<SiteSettings>;
}

export interface MountedProfileArea extends AreaUnderTest {
  /** Every signup:start emitted, in order. */
  events: Array<RecordedEvent<'signup:start'>>;
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

/**
 * Mounts the whole profile area at a path as the shell does (own React root, real platform,
 * translations from the locale files), with fakes at the edges: fetch, settings and the session.
 * The root commits outside act(), so tests fire DOM events and wait for the DOM.
 *
 * Sets up beforeEach/afterEach for a test file that mounts the area; returns the mount function.
 */
export function setUpProfileArea() {
  const mountProfile = setUpAreaTests(app, 'mf_profile');
  beforeEach(() => {
    globalThis.FormData = FormDataOfForm as typeof FormData;
  });
  afterEach(() => {
    globalThis.FormData = NodeFormData;
  });

  return async function mountAt(path: string, options: MountOptions = {}): Promise<MountedProfileArea> {
    let events: MountedProfileArea['events'] = [];
    const area = await mountProfile(path, {
      ...options,
      settings: someSettings({
        search_fields: ['gender', 'country', 'countryregion', 'min_age', 'max_age'],
        ...options.settings,
      }),
      prepare: (platform) => {
        events = recordEvents(platform, ['signup:start']);
        options.prepare?.(platform);
      },
    });
    return { ...area, events };
  };
}

/** A JSON response as the server sends it, for hand-written fetch fakes. */
export function json(status: number, body: unknown): Promise<Response> {
  return Promise.resolve(jsonResponse(status, body));
}

let nextId = 500;

/** A search result card; override what the test is about. */
export function aResult(overrides: Partial<SearchResult> = {}): SearchResult {
  return {
    ...aProfileCard({ id: overrides.id ?? nextId++ }),
    fictional: false,
    ...overrides,
  };
}
