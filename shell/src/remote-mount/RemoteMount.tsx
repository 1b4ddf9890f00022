import type { PlatformProps, RemoteName, RemoteParcelProps } from '@amora/contracts';
import { Spinner } from '@amora/ui';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mountRootParcel, type Parcel } from 'single-spa';
import styled from 'styled-components';
import { loadRemoteApp } from '../federation/load-remote-app';
import { RemoteErrorPanel } from './RemoteErrorPanel';

const Slot = styled.div`
  min-height: 50vh;
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
    const props: RemoteParcelProps & { domElement: HTMLElement } = { name: remote, basename, platform, domElement };
    // single-spa's ParcelConfig type does not know our typed props; the lifecycles are checked in load().
    const parcel: Parcel = mountRootParcel(() => load(remote) as never, props as never);
    parcel.mountPromise.then(
      () => active && setState({ status: 'mounted' }),
      (error: unknown) => active && setState({ status: 'error', error }),
    );
    return () => {
      active = false;
      parcel.mountPromise
        .then(() => (parcel.getStatus() === 'MOUNTED' ? parcel.unmount() : undefined))
        .catch(() => undefined)
        .finally(() => domElement.remove());
    };
  }, [remote, basename, platform, load, attempt]);

  return (
    <>
      {state.status === 'loading' ? <Spinner label={t('remote.loading')} block /> : null}
      {state.status === 'error' ? <RemoteErrorPanel error={state.error} onRetry={() => setAttempt((n) => n + 1)} /> : null}
      <Slot ref={slotRef} data-remote={remote} hidden={state.status === 'error'} />
    </>
  );
}
