import type { Locale, PlatformEvents, PlatformProps, SiteSettings } from '@amora/contracts';
import { createPlatform, type CreatePlatformOptions, type KeyValueStorage } from '@amora/platform';
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
  /** The realtime socket (e.g. `fakeRealtime().createSocket`); none by default, so areas poll. */
  createSocket?: CreatePlatformOptions['createSocket'];
  /** The browser's push APIs (e.g. `fakePushBrowser()`); none by default: push unsupported. */
  push?: CreatePlatformOptions['push'];
  /** Standalone display mode (the installed app); off by default. */
  installedApp?: boolean;
  /** The browser storage; pass one to two mounts to play a reload or a return from another page. */
  storage?: KeyValueStorage;
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
    storage: options.storage ?? memoryStorage(),
    createSocket: options.createSocket ?? null,
    push: options.push ?? null,
    badge: null,
    // Unset: the page's own detection (tests may mock matchMedia).
    display: options.installedApp === undefined ? undefined : { navigatorStandalone: options.installedApp },
    getSettings: () => options.settings ?? null,
    http: {
      fetch: options.fetch ?? (() => Promise.reject(new Error('no fetch in this test'))),
      sleep: () => Promise.resolve(),
    },
  });
  return { ...platform, navigations };
}

/** One emitted platform event: its name and payload. */
export type RecordedEvent<K extends keyof PlatformEvents = keyof PlatformEvents> = {
  [E in K]: [E, PlatformEvents[E]];
}[K];

/** Records every emission of the named platform events, in order. */
export function recordEvents<K extends keyof PlatformEvents>(
  platform: Pick<PlatformProps, 'events'>,
  names: readonly K[],
): Array<RecordedEvent<K>> {
  const events: Array<RecordedEvent<K>> = [];
  for (const name of names)
    platform.events.on(name, (payload) => events.push([name, payload] as RecordedEvent<K>));
  return events;
}
