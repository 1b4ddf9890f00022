import type { MainImage } from '@amora/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';
import { MemberPhoto } from '../shared/MemberPhoto';

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 360px;
  margin: 0 auto ${({ theme }) => theme.space(4)};
  > * {
    border-radius: ${({ theme }) => theme.radius.md};
  }
  > :first-child {
    transform: rotate(-4deg);
  }
  > :last-child {
    transform: rotate(4deg);
  }
`;

export interface MatchPairProps {
  viewer: { name: string; main_image: MainImage | null } | null;
  member: { name: string; main_image: MainImage | null };
}

/** Each photo is half of the pair's at most 360 px. */
const PAIR_PHOTO_SIZES = '(min-width: 400px) 180px, 45vw';

/** The two photos of a match side by side: the viewer's and the other member's. */
export function MatchPair({ viewer, member }: MatchPairProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Pair>
      <MemberPhoto
        image={viewer?.main_image ?? null}
        alt={t('match.yourPhoto')}
        loading="eager"
        sizes={PAIR_PHOTO_SIZES}
      />
      <MemberPhoto
        image={member.main_image}
        alt={t('match.photoOf', { name: member.name })}
        loading="eager"
        sizes={PAIR_PHOTO_SIZES}
      />
    </Pair>
  );
}
