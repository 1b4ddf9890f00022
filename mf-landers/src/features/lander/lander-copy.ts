import type { LanderResponse } from '@amora/contracts';
import { useLanderText } from './lander-env';

export interface LanderCopy {
  headline: string;
  lead: string;
  cta: string;
}

/** Niches 1-7; anything else reads as the general niche. */
function nicheKey(niche: number): number {
  return niche >= 1 && niche <= 7 ? niche : 1;
}

/**
 * The words of a lander: the variant's own (a marketer's data, rendered as text) where it has
 * them, otherwise the niche's translated defaults.
 */
export function useLanderCopy(variant: LanderResponse['variant']): LanderCopy {
  const { t } = useLanderText();
  const niche = nicheKey(variant.niche);
  return {
    headline: variant.headline ?? t(`niche.${niche}.headline`),
    lead: variant.copy ?? t(`niche.${niche}.lead`),
    cta: variant.cta ?? t('cta.join'),
  };
}
