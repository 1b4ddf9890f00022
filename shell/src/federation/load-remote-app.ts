import { isRemoteAppModule, type RemoteAppModule } from '@amora/contracts/plain';
import { loadRemote } from './remotes';

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    message: string,
  ) {
    super(message);
    this.name = 'RemoteLoadError';
  }
}

/** Loads a remote's `./app` and checks it implements the parcel lifecycles the shell relies on. */
export async function loadRemoteApp(remote: string): Promise<RemoteAppModule> {
  const module = await loadRemote<RemoteAppModule>(`${remote}/app`);
  if (!module) throw new RemoteLoadError(remote, `${remote}/app could not be loaded`);
  if (!isRemoteAppModule(module))
    throw new RemoteLoadError(remote, `${remote}/app does not export parcel lifecycles`);
  return module;
}
