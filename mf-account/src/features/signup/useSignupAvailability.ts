import { usePlatform } from '@amora/ui';
import { hasTrafficSource } from '@amora/contracts';

/**
 * Whether this visitor may sign up: `closed` sites are invite-only, `with_trafficsource` sites
 * accept only visitors who arrived through a tracked source (network or ref).
 */
export function useSignupAvailability(): boolean {
  const { getSettings, persisted } = usePlatform();
  const mode = getSettings()?.signups ?? 'all';
  if (mode === 'closed') return false;
  if (mode === 'with_trafficsource') return hasTrafficSource(persisted.getTracking());
  return true;
}
