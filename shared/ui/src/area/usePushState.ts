import type { PushState } from '@amora/contracts';
import { useSyncExternalStore } from 'react';
import { usePlatform } from './usePlatform.js';

/** This device's push state (capable, denied, subscribed…), re-rendering when it changes. */
export function usePushState(): PushState {
  const { push } = usePlatform();
  return useSyncExternalStore(push.onChange, push.getState, push.getState);
}
