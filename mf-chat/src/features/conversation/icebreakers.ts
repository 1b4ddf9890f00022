import type { ProfileCard } from '@amora/contracts';
import type { TFunction } from 'i18next';

/**
 * Opening lines for a first message, in the member's language: a few use the other member's
 * name, those about a town only when the profile names one. Warm and respectful, never cheesy.
 */
export function icebreakers(profile: Pick<ProfileCard, 'name' | 'city'>, t: TFunction): string[] {
  const { name, city } = profile;
  const lines = [t('icebreaker.hello', { name })];
  if (city) lines.push(t('icebreaker.city', { name, city }));
  lines.push(t('icebreaker.weekend', { name }));
  if (city) lines.push(t('icebreaker.cityTip', { city }));
  else lines.push(t('icebreaker.travel', { name }));
  lines.push(t('icebreaker.laugh'));
  return lines;
}
