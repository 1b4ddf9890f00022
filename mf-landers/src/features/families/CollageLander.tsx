import { up } from '@amora/ui';
import styled from 'styled-components';
import { CtaButton, Headline, Lead, MemberPhoto, TrustBadges } from '../lander/parts';
import type { FamilyProps } from './family-props';
import { useLanderText } from '../lander/lander-env';

const Wrap = styled.section`
  position: relative;
  padding: ${({ theme }) => theme.space(4)};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.background},
    ${({ theme }) => theme.colors.border}
  );
  ${up('md')} {
    padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(6)};
  }
`;

/** Polaroids tilted a few degrees each, in a grid that becomes a wall on wide screens. */
const Wall = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  max-width: 1140px;
  margin: 0 auto;
  padding: 0;
  list-style: none;
  .collage-extra {
    display: none;
  }
  ${up('md')} {
    grid-template-columns: repeat(4, 1fr);
    gap: ${({ theme }) => theme.space(4)};
    .collage-extra:nth-child(-n + 8) {
      display: block;
    }
  }
  ${up('lg')} {
    grid-template-columns: repeat(6, 1fr);
    .collage-extra {
      display: block;
    }
  }
`;

const TILTS = [-4, 3, -2, 5, -5, 2, 4, -3, 1, -1, 3, -4];

const Polaroid = styled.li<{ $tilt: number; $tall: boolean }>`
  grid-row: ${({ $tall }) => ($tall ? 'span 2' : 'auto')};
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.popover};
  transform: rotate(${({ $tilt }) => $tilt}deg);
  > * {
    aspect-ratio: ${({ $tall }) => ($tall ? '3 / 5' : '1')};
  }
  ${up('md')} {
    padding-bottom: ${({ theme }) => theme.space(6)};
  }
`;

const Card = styled.div`
  position: relative;
  z-index: 1;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  justify-items: center;
  max-width: 620px;
  margin: ${({ theme }) => theme.space(-10)} auto ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(5)};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.popover};
  color: ${({ theme }) => theme.colors.text};
`;

const Muted = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * `collagelanding`: a wall of members' photos as tilted polaroids with the pitch on a card that
 * overlaps the wall. On phones the wall is kept to two short rows so the card and its call to
 * action are in view.
 */
export function CollageLander({ data, copy, cta }: FamilyProps) {
  const { t } = useLanderText();
  const photos = data.members.slice(0, 12);
  return (
    <Wrap aria-labelledby="lander-title">
      <Wall aria-label={t('collage.label')}>
        {photos.map((card, index) => (
          <Polaroid
            key={card.id}
            $tilt={TILTS[index % TILTS.length]!}
            $tall={false}
            className={index >= 6 ? 'collage-extra' : undefined}
          >
            <MemberPhoto card={card} size="thumb" priority={index < 3} decorative />
          </Polaroid>
        ))}
      </Wall>
      <Card>
        <Headline id="lander-title">{copy.headline}</Headline>
        <Lead>{copy.lead}</Lead>
        <CtaButton cta={cta}>{copy.cta}</CtaButton>
        <Muted>
          <TrustBadges />
        </Muted>
        {photos.length === 0 ? <Lead>{t('members.empty')}</Lead> : null}
      </Card>
    </Wrap>
  );
}
