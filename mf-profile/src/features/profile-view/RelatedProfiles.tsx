import type { ProfileCard as ProfileCardModel } from '@amora/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';
import { ProfileCardGrid } from '../shared/ProfileCardGrid';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(10)};
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

export interface RelatedProfilesProps {
  profiles: readonly ProfileCardModel[];
}

/** Other members like this one, as cards that open their profiles. */
export function RelatedProfiles({ profiles }: RelatedProfilesProps) {
  const { t } = useTranslation(NAMESPACE);
  if (!profiles.length) return null;
  return (
    <Section aria-labelledby="profile-related">
      <h2 id="profile-related">{t('profileView.relatedTitle')}</h2>
      <ProfileCardGrid profiles={profiles} fictionalLabel={null} />
    </Section>
  );
}
