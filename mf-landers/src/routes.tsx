// Only the zod-free route table at run time: the lander path loads no schema library.
import { ROUTES, type LanderFamily, type RouteName } from '@amora/contracts';
import { definePages } from '@amora/ui';
import { useParams } from 'react-router';
import { HomePage } from './features/home/HomePage';
import { PlatformLanderEnv } from './features/lander/PlatformLanderEnv';
import { LanderPage } from './features/lander/LanderPage';
import { MemberLandingPage } from './features/member-landing/MemberLandingPage';
import type { MemberLandingStyle } from './features/member-landing/MemberLanding';

function FamilyRoute({ family }: { family: LanderFamily }) {
  const { slug } = useParams();
  // `key`: another slug is another lander (a fresh request and state), not an update.
  return <LanderPage key={`${family}/${slug ?? ''}`} family={family} slug={slug} />;
}

function MemberLandingRoute({ style }: { style: MemberLandingStyle }) {
  const { id = '', slug } = useParams();
  return <MemberLandingPage key={`${id}/${slug ?? ''}`} memberId={id} style={style} slug={slug} />;
}

const MEMBER_LANDINGS: Partial<Record<RouteName, MemberLandingStyle>> = {
  'members-id-landing': 'profile',
  'members-id-landing2': 'message',
  'members-id-landing3': 'match',
};

function pageFor(name: RouteName) {
  if (name === 'index') return <HomePage />;
  const style = MEMBER_LANDINGS[name];
  if (style) return <MemberLandingRoute style={style} />;
  // The route names of the families are `landers-<family>` (contracts/routes.ts).
  return name.startsWith('landers-') ? (
    <FamilyRoute family={name.slice('landers-'.length) as LanderFamily} />
  ) : undefined;
}

/** Every route this area owns; other paths render nothing (the shell mounts another area there). */
export const routes = definePages(ROUTES, 'mf_landers', pageFor, {
  wrap: (page) => <PlatformLanderEnv>{page}</PlatformLanderEnv>,
});
