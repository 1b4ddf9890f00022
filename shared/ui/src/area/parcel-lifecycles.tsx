import type { i18n as I18n } from 'i18next';
import React, { type ReactElement } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ThemeProvider, type DefaultTheme } from 'styled-components';
import { ErrorPanel } from '../ErrorPanel.js';

/** What the parcels of areas and of staff pages both get: the texts, the theme, the registration. */
interface ParcelProps {
  platform: {
    i18n: I18n;
    theme: object;
    registerTranslations(
      namespace: string,
      load: (locale: string) => Promise<Record<string, unknown>>,
    ): Promise<void>;
  };
}

export interface ParcelOptions<Props extends ParcelProps> {
  namespace: string;
  loadTranslations: (locale: string) => Promise<Record<string, unknown>>;
  rootComponent: (props: Props) => ReactElement;
}

function ParcelCrash({ platform }: ParcelProps) {
  const t = platform.i18n.getFixedT(null, 'common');
  return (
    <ThemeProvider theme={platform.theme as DefaultTheme}>
      <ErrorPanel level={2} title={t('remote.errorTitle')} message={t('remote.errorMessage')} />
    </ThemeProvider>
  );
}

/** Roots created by this copy of the module so far (the shared one serves every area of a page). */
let rootCount = 0;

/**
 * The single-spa lifecycles of a React parcel: an area's `./app` or a staff page. Mount first
 * loads the parcel's translations for the current language, so the first render is translated;
 * a render error shows the crash panel in place of the parcel.
 */
export function createParcelLifecycles<Props extends ParcelProps>({
  namespace,
  loadTranslations,
  rootComponent,
}: ParcelOptions<Props>) {
  const lifecycles = singleSpaReact<Props>({
    React,
    // Each root gets its own `identifierPrefix`, so `useId` stays unique across the shell's root
    // and every parcel's (an `aria-labelledby` never names another root's element).
    ReactDOMClient: {
      createRoot: (container: Element) =>
        ReactDOMClient.createRoot(container, { identifierPrefix: `${namespace}-${(rootCount += 1)}-` }),
    },
    rootComponent,
    errorBoundary: (_error: Error, _info: React.ErrorInfo, props: Props) => <ParcelCrash {...props} />,
  });
  // single-spa itself adds `singleSpa` and `mountParcel` to the props of every lifecycle call,
  // so lifecycles typed with them satisfy the host's contract.
  const lifecycle = (fn: unknown) => fn as (props: Props) => Promise<unknown>;
  return {
    bootstrap: lifecycle(lifecycles.bootstrap),
    mount: [
      (props: Props) => props.platform.registerTranslations(namespace, loadTranslations),
      lifecycle(lifecycles.mount),
    ],
    unmount: lifecycle(lifecycles.unmount),
    update: lifecycle(lifecycles.update),
  };
}
