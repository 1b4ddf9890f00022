import type { LanderResponse } from '@amora/contracts';
import { useLander } from '../../api/lander';
import { LanderError, LanderLoading, LanderView } from '../lander/LanderPage';
import { useSignupCta } from '../lander/useSignupCta';
import { MemberLanding, type MemberLandingStyle } from './MemberLanding';

export interface MemberLandingPageProps {
  memberId: string;
  style: MemberLandingStyle;
  slug?: string;
}

/**
 * `/members/{id}/landing`, `landing2/{slug?}`, `landing3/{slug?}`: a lander around one member
 * that leads to sign-up with that member as the target profile. A member a visitor may not see
 * (invisible, deleted, unknown) gets the site's default lander instead, nothing of them shown.
 */
export function MemberLandingPage({ memberId, style, slug }: MemberLandingPageProps) {
  const lander = useLander({ member: memberId, slug });
  if (lander.status === 'error') return <LanderError onRetry={lander.retry} />;
  if (lander.status === 'loading') return <LanderLoading />;
  // The server answered the default lander beside `member: null`: show that, nothing else.
  if (!lander.data.member) return <LanderView data={lander.data} />;
  return <ReadyMemberLanding data={lander.data} member={lander.data.member} style={style} />;
}

function ReadyMemberLanding({
  data,
  member,
  style,
}: {
  data: LanderResponse;
  member: NonNullable<LanderResponse['member']>;
  style: MemberLandingStyle;
}) {
  const cta = useSignupCta({ visit: data.visit, lander: `member-${style}`, memberId: member.id });
  return <MemberLanding member={member} others={data.members} style={style} cta={cta} />;
}
