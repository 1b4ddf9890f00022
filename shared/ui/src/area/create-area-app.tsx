import type { RemoteAppModule, RemoteParcelProps, RemotePrefetchProps } from '@amora/contracts';
import type { RouteObject } from 'react-router';
import { AreaRoot } from './AreaRoot.js';
import { createParcelLifecycles } from './parcel-lifecycles.js';

export interface AreaAppOptions {
  /** The area's i18next namespace, e.g. "account". */
  namespace: string;
  loadTranslations: (locale: string) => Promise<Record<string, unknown>>;
  routes: RouteObject[];
  /**
   * The remote's own build marker (its `__AMORA_BUILD_MARKER__`). Passed in because this package is
   * a shared singleton: its code comes from the shell's copy, not from the remote's build.
   */
  buildMarker: string;
  /**
   * The area's own warm-up for a page the shell is about to mount it on (its first data), beside
   * the texts `prefetch` always starts. Must not throw: the shell ignores what it does.
   */
  prefetch?: (props: RemotePrefetchProps) => void;
}

/**
 * The single-spa parcel lifecycles of an area (`./app`). Mount first loads the area's
 * translations for the current language, so the first render is already translated.
 */
export function createAreaApp({
  namespace,
  loadTranslations,
  routes,
  buildMarker,
  prefetch,
}: AreaAppOptions): Required<RemoteAppModule> {
  const lifecycles = createParcelLifecycles<RemoteParcelProps>({
    namespace,
    loadTranslations,
    rootComponent: (props) => <AreaRoot {...props} routes={routes} buildMarker={buildMarker} />,
  });
  return {
    ...lifecycles,
    // The texts mount waits for start now, beside the shell's first render (ADR 0052); mount's
    // registration then finds them loaded or loading (i18next loads a namespace once).
    prefetch(props) {
      props.platform.registerTranslations(namespace, loadTranslations).catch(() => undefined);
      try {
        prefetch?.(props);
      } catch {
        // A warm-up only: the mounted page asks again and shows its own error.
      }
    },
  };
}
