import type { PlatformProps } from '@amora/contracts';
import { useEffect, useState } from 'react';
import { NAMESPACE, loadTranslations } from '../../i18n';

/** One registration per platform: the widget may open and close many times on a page. */
const registrations = new WeakMap<PlatformProps, Promise<void>>();

/**
 * Registers the account translations with the platform (the area may never have mounted on this
 * page) and reports when they are loaded. A failed load still lets the widget render: i18next
 * falls back to English where it can, and the sign-up must not be blocked by a text chunk.
 */
export function useRegisteredTranslations(platform: PlatformProps): boolean {
  const [ready, setReady] = useState(() => platform.i18n.hasLoadedNamespace(NAMESPACE));
  useEffect(() => {
    if (ready) return undefined;
    let active = true;
    let registration = registrations.get(platform);
    if (!registration) {
      registration = platform.registerTranslations(NAMESPACE, loadTranslations);
      registrations.set(platform, registration);
    }
    void registration
      .catch(() => undefined)
      .then(() => {
        if (active) setReady(true);
      });
    return () => {
      active = false;
    };
  }, [platform, ready]);
  return ready;
}
