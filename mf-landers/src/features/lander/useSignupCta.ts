import { paths } from '@amora/contracts';
import type { MouseEvent } from 'react';
import { recordCtaClick } from '../../api/lander';
import { useLanderEnv } from './lander-env';

export interface SignupCta {
  href: string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** Query parameters a lander passes on to sign-up: the arrival's tracking and the lander itself. */
const KEPT = ['network', 'ref', 'sub', 'sub1', 'sub2', 'sub3', 'aff_sub', 'aff_sub2', 'aff_sub3'];

/**
 * The one call to action of a lander: sign-up (`/signup`, or a member's `/members/{id}/signup`)
 * with the tracking parameters of the arrival and the lander kept in the address, so the
 * account area and any report see where the visitor came from. The click is recorded for the
 * variant's attribution on the way.
 */
export function useSignupCta(options: { visit: string; lander: string; memberId?: number }): SignupCta {
  const { http, navigate } = useLanderEnv();
  const current = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
  const query = new URLSearchParams();
  for (const key of KEPT) {
    const value = current.get(key);
    if (value) query.set(key, value);
  }
  query.set('lander', options.lander);
  const base = options.memberId === undefined ? paths.signup() : paths.memberSignup(options.memberId);
  const href = `${base}?${query.toString()}`;
  return {
    href,
    onClick: (event) => {
      recordCtaClick(http, options.visit);
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      navigate(href);
    },
  };
}
