import type { RemoteAppModule, RemoteParcelProps, RemotePrefetchProps } from '@amora/contracts';
import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import type { RouteObject } from 'react-router';
import singleSpaReact from 'single-spa-react';
import { ThemeProvider, type DefaultTheme } from 'styled-components';
import { ErrorPanel } from '../ErrorPanel.js';
import { AreaRoot } from './AreaRoot.js';

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

function AreaCrash({ platform }: RemoteParcelProps) {
  const t = platform.i18n.getFixedT(null, 'common');
  return (
    <ThemeProvider theme={platform.theme as DefaultTheme}>
      <ErrorPanel level={2} title={t('remote.errorTitle')} message={t('remote.errorMessage')} />
    </ThemeProvider>
  );
}

/** Roots created by this page's areas so far (`@amora/ui` is a page-wide singleton, so this is too). */
let rootCount = 0;

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
  const lifecycles = singleSpaReact<RemoteParcelProps>({
    React,
    // Each root an area creates gets its own `identifierPrefix`, so `useId` stays unique across the
    // shell's root and every area's (an `aria-labelledby` never names another root's element).
    ReactDOMClient: {
      createRoot: (container: Element) =>
        ReactDOMClient.createRoot(container, { identifierPrefix: `${namespace}-${(rootCount += 1)}-` }),
    },
    rootComponent: (props: RemoteParcelProps) => (
      <AreaRoot {...props} routes={routes} buildMarker={buildMarker} />
    ),
    errorBoundary: (_error: Error, _info: React.ErrorInfo, props: RemoteParcelProps) => (
      <AreaCrash {...props} />
    ),
  });
  // single-spa itself adds `singleSpa` and `mountParcel` to the props of every lifecycle call,
  // so lifecycles typed with them satisfy the shell's contract.
  const lifecycle = (fn: unknown) => fn as (props: RemoteParcelProps) => Promise<unknown>;
  return {
    bootstrap: lifecycle(lifecycles.bootstrap),
    mount: [
      (props) => props.platform.registerTranslations(namespace, loadTranslations),
      lifecycle(lifecycles.mount),
    ],
    unmount: lifecycle(lifecycles.unmount),
    update: lifecycle(lifecycles.update),
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
