import type { Candidate } from '@amora/contracts';
import { countryName } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';
import { MemberPhoto } from './MemberPhoto';

const Card = styled.article`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.popover};
  user-select: none;
`;

/** On a short screen the photo gives up height, so the name and the buttons stay in view. */
// The full width still (a capped height would otherwise narrow the 3:4 frame); the photo is cropped.
const Photo = styled(MemberPhoto)`
  width: 100%;
  max-height: 52vh;
  max-height: 52dvh;
`;

const Text = styled.div`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.background};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  li.shared {
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.onSecondary};
  }
`;

/** Interests a card names; the profile lists them all. */
const CARD_INTERESTS = 6;

export interface CandidateCardProps {
  candidate: Candidate;
  /** The heading's id, so the page can name its region after the candidate. */
  headingId?: string;
  className?: string;
}

/** A match-finder or swipe-game candidate: photo, name and age, place, and the highlights. */
export function CandidateCard({ candidate, headingId, className }: CandidateCardProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const shared = new Set(candidate.shared_interests);
  const interests = [...candidate.interests]
    .sort((a, b) => Number(shared.has(b)) - Number(shared.has(a)))
    .slice(0, CARD_INTERESTS);
  const place = [candidate.city, countryName(candidate.country, i18n.language)].filter(Boolean).join(', ');
  return (
    <Card className={className}>
      <Photo
        image={candidate.main_image}
        alt={t('finder.photoOf', { name: candidate.name })}
        loading="eager"
        // The narrow page: at most 560 px wide, the full width on a phone.
        sizes="(min-width: 576px) 560px, 100vw"
      />
      <Text>
        <h2 id={headingId}>{t('likes.nameAge', { name: candidate.name, count: candidate.age })}</h2>
        {place ? <p>{place}</p> : null}
        {candidate.likes_you ? <p>{t('finder.likesYou')}</p> : null}
        {interests.length ? (
          <Chips aria-label={t('finder.interests')}>
            {interests.map((interest) => (
              <li key={interest} className={shared.has(interest) ? 'shared' : undefined}>
                {t(`interest.${interest}`, { defaultValue: interest })}
                {shared.has(interest) ? <span className="visually-hidden">{t('finder.shared')}</span> : null}
              </li>
            ))}
          </Chips>
        ) : null}
        {candidate.about_me ? <p>{candidate.about_me}</p> : null}
      </Text>
    </Card>
  );
}
