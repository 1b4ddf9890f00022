import type { PlatformProps } from '@amora/contracts';
import { useEffect, useState } from 'react';

/** One registration per platform and namespace: a widget may open and close many times on a page. */
const registrations = new WeakMap<PlatformProps, Map<string, Promise<void>>>();

/**
 * For a remote's widget rendered in the shell's tree: registers the area's translations with the
 * platform (the area itself may never have mounted on this page) and reports when they are loaded.
 * A failed load still reports ready: i18next falls back to English where it can, and a widget must
 * not wait forever on a text chunk.
 */
export function useRegisteredTranslations(
  platform: PlatformProps,
  namespace: string,
  load: (locale: string) => Promise<Record<string, unknown>>,
): boolean {
  const [ready, setReady] = useState(() => platform.i18n.hasLoadedNamespace(namespace));
  useEffect(() => {
    if (ready) return undefined;
    let active = true;
    const byNamespace = registrations.get(platform) ?? new Map<string, Promise<void>>();
    registrations.set(platform, byNamespace);
    let registration = byNamespace.get(namespace);
    if (!registration) {
      registration = platform.registerTranslations(namespace, load);
      byNamespace.set(namespace, registration);
    }
    void registration
      .catch(() => undefined)
      .then(() => {
        if (active) setReady(true);
      });
    return () => {
      active = false;
    };
  }, [platform, namespace, load, ready]);
  return ready;
}
