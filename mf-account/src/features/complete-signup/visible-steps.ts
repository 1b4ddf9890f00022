import { SIGNUP_STEPS, type SignupStep } from '@amora/contracts';

/** Push needs the browser's PushManager and the site's VAPID key; without either the step is moot. */
export function canPush(pushPublicKey: string | null | undefined): boolean {
  return typeof window !== 'undefined' && 'PushManager' in window && Boolean(pushPublicKey);
}

/**
 * The steps this member will really see, in order: the notifications step only where this browser
 * and site can push (elsewhere it is skipped on its own), so the count never starts at "Step 2".
 */
export function visibleSteps(pushPublicKey: string | null | undefined): readonly SignupStep[] {
  return canPush(pushPublicKey) ? SIGNUP_STEPS : SIGNUP_STEPS.filter((step) => step !== 'push');
}
