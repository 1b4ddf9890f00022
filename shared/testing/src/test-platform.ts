import type { Locale, PlatformProps, SiteSettings } from '@amora/contracts';
import { createPlatform, type KeyValueStorage } from '@amora/platform';
import { theme } from '@amora/ui';

/** An in-memory Web Storage stand-in. */
export function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

export interface TestPlatform extends PlatformProps {
  /** Every path passed to `navigate`, in order. */
  navigations: string[];
}

export interface TestPlatformOptions {
  locale?: Locale;
  fetch?: typeof fetch;
  settings?: SiteSettings | null;
}

/**
 * The real platform wiring (session store, query client, i18n, HTTP client, event bus, persisted
 * state) with fakes only at the edges: fetch, storage and the shell's router.
 */
export async function createTestPlatform(options: TestPlatformOptions = {}): Promise<TestPlatform> {
  const navigations: string[] = [];
  const platform = await createPlatform({
    locale: options.locale ?? 'en',
    theme,
    navigate: (to) => void navigations.push(to),
    storage: memoryStorage(),
    getSettings: () => options.settings ?? null,
    http: {
      fetch: options.fetch ?? (() => Promise.reject(new Error('no fetch in this test'))),
      sleep: () => Promise.resolve(),
    },
  });
  return { ...platform, navigations };
}

/** A fetch stand-in answering JSON by "METHOD path" (query ignored); anything else is a 404. */
export function jsonFetch(routes: Record<string, { status?: number; body: unknown }>): typeof fetch {
  return (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const route = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    const status = route?.status ?? (route ? 200 : 404);
    const body = route ? route.body : { error: 'not_found', message: 'Not found' };
    return Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    );
  };
}
