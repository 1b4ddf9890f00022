import { useMediaQuery, useSession } from '@amora/ui';
import { TOP_BAR_NAV_QUERY } from '../platform/media';

/** Where the member's main navigation goes: the top bar from 768 px, the bottom tab bar below; none for visitors. */
export function useMemberNavPlacement(): 'bar' | 'tabs' | null {
  const { status } = useSession();
  const wide = useMediaQuery(TOP_BAR_NAV_QUERY);
  if (status !== 'authenticated') return null;
  return wide ? 'bar' : 'tabs';
}
