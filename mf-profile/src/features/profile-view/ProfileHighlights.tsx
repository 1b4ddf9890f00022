import type { MemberProfile } from '@amora/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';
import { countryName, TermList } from '@amora/ui';
import { regionLabelKey } from '../shared/region-label';

const List = styled(TermList)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  div {
    display: flex;
    flex-direction: column;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.background};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

export interface ProfileHighlightsProps {
  profile: MemberProfile;
}

/** Age and place at a glance; the region is named as the member's country names it. */
export function ProfileHighlights({ profile }: ProfileHighlightsProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const items: Array<[string, string]> = [];
  items.push([t('profileView.age'), t('card.age', { count: profile.age })]);
  if (profile.country) items.push([t('profileView.country'), countryName(profile.country, i18n.language)]);
  if (profile.region) items.push([t(regionLabelKey(profile.country)), profile.region]);
  if (profile.city) items.push([t('profileView.city'), profile.city]);
  if (profile.distance_km !== undefined)
    items.push([
      t('profileView.distance'),
      profile.distance_km === 0
        ? t('card.distanceSameCity')
        : t('card.distance', { km: new Intl.NumberFormat(i18n.language).format(profile.distance_km) }),
    ]);
  if (profile.activity) items.push([t('profileView.activity'), t(`card.activity.${profile.activity}`)]);
  return <List aria-label={t('profileView.highlightsLabel')} items={items} />;
}
