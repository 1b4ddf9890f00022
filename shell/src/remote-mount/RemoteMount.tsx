import type { PlatformProps, RemoteName, RemoteParcelProps } from '@amora/contracts';
import { Spinner } from '@amora/ui';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mountRootParcel, type Parcel } from 'single-spa';
import styled from 'styled-components';
import { loadRemoteApp } from '../federation/load-remote-app';
import { markRemoteLoading } from '../loading-bar/route-activity';
import { RemoteErrorPanel } from './RemoteErrorPanel';

const Slot = styled.div`
  min-height: 50vh;
`;

/**
 * The spinner lies over the top of the slot rather than above it: when the area mounts, the
 * spinner goes and nothing below it moves (no layout shift).
 */
const Frame = styled.div`
  position: relative;
`;
const LoadingOverlay = styled.div`
  position: absolute;
  inset: 0 0 auto 0;
  pointer-events: none;
`;

export interface RemoteMountProps {
  remote: RemoteName;
  platform: PlatformProps;
  basename?: string;
  /** Test seam: how the remote's module is loaded. */
  load?: typeof loadRemoteApp;
}

type MountState = { status: 'loading' } | { status: 'mounted' } | { status: 'error'; error: unknown };

/**
 * Per remote, the unmount of its latest parcel. The parcel is named after the remote (single-spa
 * passes the parcel's name as the `name` prop, overriding ours), and single-spa-react keeps its
 * React roots by that name, so a new parcel of a remote must not mount before the previous one
 * (StrictMode's second effect, a retry, a quick A→B→A) has unmounted.
 */
const settling = new Map<RemoteName, Promise<unknown>>();

/**
 * Mounts a remote's `./app` as a single-spa parcel into its own React root. The loading state
 * shows a spinner; a failure shows an error panel in the content area only, so the top bar and
 * footer keep working. Unmounting while the remote is still loading waits for the mount, then
 * unmounts, so nothing is left mounted into a detached element.
 */
export function RemoteMount({ remote, platform, basename = '/', load = loadRemoteApp }: RemoteMountProps) {
  const { t } = useTranslation('common');
  const slotRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MountState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useLayoutEffect(() => {
    const slot = slotRef.current;
    if (!slot) return undefined;
    let active = true;
    // Each parcel gets a fresh element: a remount (retry, StrictMode) never shares a React root.
    const domElement = document.createElement('div');
    slot.appendChild(domElement);
    setState({ status: 'loading' });
    // The route-change loading bar completes once no remote is loading.
    const loaded = markRemoteLoading();
    const props: RemoteParcelProps & { domElement: HTMLElement } = {
      name: remote,
      basename,
      platform,
      domElement,
    };
    const previous = settling.get(remote) ?? Promise.resolve();
    const config = () => previous.then(() => load(remote)).then((module) => ({ ...module, name: remote }));
    // single-spa's ParcelConfig type does not know our typed props; the lifecycles are checked in load().
    const parcel: Parcel = mountRootParcel(config as never, props as never);
    // single-spa rejects these too when loading fails; the failure is handled on mountPromise.
    parcel.loadPromise.catch(() => undefined);
    parcel.bootstrapPromise.catch(() => undefined);
    parcel.mountPromise.then(
      () => active && setState({ status: 'mounted' }),
      (error: unknown) => active && setState({ status: 'error', error }),
    );
    void parcel.mountPromise.catch(() => undefined).finally(loaded);
    return () => {
      active = false;
      loaded();
      const unmounted = parcel.mountPromise
        .then(() => (parcel.getStatus() === 'MOUNTED' ? parcel.unmount() : undefined))
        .catch(() => undefined)
        .finally(() => domElement.remove());
      settling.set(remote, unmounted);
      void unmounted.then(() => settling.get(remote) === unmounted && settling.delete(remote));
    };
  }, [remote, basename, platform, load, attempt]);

  return (
    <Frame>
      {state.status === 'loading' ? (
        <LoadingOverlay>
          <Spinner label={t('remote.loading')} block />
        </LoadingOverlay>
      ) : null}
      {state.status === 'error' ? (
        <RemoteErrorPanel error={state.error} onRetry={() => setAttempt((n) => n + 1)} />
      ) : null}
      <Slot ref={slotRef} data-remote={remote} hidden={state.status === 'error'} />
    </Frame>
  );
}
