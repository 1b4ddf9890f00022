import type { SignupWidgetModule, SignupWidgetProps } from '@amora/contracts';
import { loadRemote } from './remotes';
import type { ComponentType } from 'react';
import { RemoteLoadError } from './load-remote-app';

export const SIGNUP_WIDGET = 'mf_account/widgets/signup';

/** The sign-up widget as a component of the shell's tree (react is a shared singleton). */
export interface LoadedSignupWidget {
  SignupWidget: ComponentType<SignupWidgetProps>;
}

/** Loads `mf_account/widgets/signup` and checks it exports the `SignupWidget` component. */
export async function loadSignupWidget(): Promise<LoadedSignupWidget> {
  const module = await loadRemote<SignupWidgetModule>(SIGNUP_WIDGET);
  if (typeof module?.SignupWidget !== 'function')
    throw new RemoteLoadError('mf_account', `${SIGNUP_WIDGET} does not export SignupWidget`);
  return { SignupWidget: module.SignupWidget as ComponentType<SignupWidgetProps> };
}
