import type { LanderResponse } from '@amora/contracts';
import type { LanderCopy } from '../lander/lander-copy';
import type { SignupCta } from '../lander/useSignupCta';

/** What every template family renders from: the server's answer, its words and the one CTA. */
export interface FamilyProps {
  data: LanderResponse;
  copy: LanderCopy;
  cta: SignupCta;
}
