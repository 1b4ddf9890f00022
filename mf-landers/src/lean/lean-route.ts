import type { LanderFamily } from '@amora/contracts';
import { isFamily } from '../features/families';
import type { MemberLandingStyle } from '../features/member-landing/MemberLanding';

/** The pages the lean lander page renders (the server sends it only for these, ADR 0022). */
export type LeanRoute =
  | { kind: 'home' }
  | { kind: 'family'; family: LanderFamily; slug?: string }
  | { kind: 'member'; memberId: string; style: MemberLandingStyle; slug?: string };

const MEMBER_STYLES: Record<string, MemberLandingStyle> = {
  landing: 'profile',
  landing2: 'message',
  landing3: 'match',
};

function decode(segment: string | undefined): string | undefined {
  if (!segment) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The page of a path, as the route table has it: `/`, `/landers/{family}/{slug?}` (tinderswipe
 * without a slug), `/members/{id}/landing`, `landing2/{slug?}`, `landing3/{slug?}`. Anything else
 * reads as the home lander: the server never sends this page for another path.
 */
export function leanRouteOf(pathname: string): LeanRoute {
  const segments = pathname.split('/').filter(Boolean);
  const [first, second, third, fourth] = segments;
  if (first === 'landers' && isFamily(second))
    return { kind: 'family', family: second, slug: second === 'tinderswipe' ? undefined : decode(third) };
  const style = third ? MEMBER_STYLES[third] : undefined;
  if (first === 'members' && second && style)
    return {
      kind: 'member',
      memberId: decode(second) ?? '',
      style,
      slug: style === 'profile' ? undefined : decode(fourth),
    };
  return { kind: 'home' };
}
