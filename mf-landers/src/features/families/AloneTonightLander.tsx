import { up } from '@amora/ui';
import styled from 'styled-components';
import { CtaButton, Headline, Lead, MemberPhoto, TrustBadges, cardTitle, memberGrid } from '../lander/parts';
import type { FamilyProps } from './family-props';
import { useLanderText } from '../lander/lander-env';

// The `background` is a moon and a few stars in the top corner, clear of the text.
const Night = styled.section`
  position: relative;
  overflow: hidden;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.surface};
  background:
    radial-gradient(
      circle at calc(100% - 40px) 36px,
      ${({ theme }) => theme.colors.primary} 0 20px,
      transparent 21px
    ),
    radial-gradient(
      circle at calc(100% - 96px) 18px,
      ${({ theme }) => theme.colors.surface} 0 1px,
      transparent 2px
    ),
    radial-gradient(
      circle at calc(100% - 20px) 84px,
      ${({ theme }) => theme.colors.surface} 0 1px,
      transparent 2px
    ),
    radial-gradient(
      circle at calc(100% - 140px) 40px,
      ${({ theme }) => theme.colors.surface} 0 1.5px,
      transparent 2.5px
    ),
    linear-gradient(
      180deg,
      ${({ theme }) => theme.colors.text},
      ${({ theme }) => theme.colors.secondaryHover}
    );
  ${up('md')} {
    background:
      radial-gradient(
        circle at calc(100% - 56px) 30px,
        ${({ theme }) => theme.colors.primary} 0 20px,
        transparent 21px
      ),
      radial-gradient(circle at 55% 14%, ${({ theme }) => theme.colors.surface} 0 1px, transparent 2px),
      radial-gradient(circle at 45% 4%, ${({ theme }) => theme.colors.surface} 0 1px, transparent 2px),
      radial-gradient(circle at 65% 6%, ${({ theme }) => theme.colors.surface} 0 1.5px, transparent 2.5px),
      linear-gradient(
        180deg,
        ${({ theme }) => theme.colors.text},
        ${({ theme }) => theme.colors.secondaryHover}
      );
  }
  ${up('md')} {
    padding: ${({ theme }) => theme.space(14)} ${({ theme }) => theme.space(8)};
  }
`;

const Inner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  max-width: 1140px;
  margin: 0 auto;
  ${up('lg')} {
    grid-template-columns: 1.1fr 1fr;
    align-items: center;
  }
`;

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  justify-items: start;
`;

const Kicker = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const Online = styled.ul`
  ${memberGrid(2)}
`;

const Tile = styled.li`
  position: relative;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.secondary};
  p {
    position: absolute;
    inset: auto 0 0 0;
    margin: 0;
    padding: ${({ theme }) => theme.space(2)};
    background: linear-gradient(transparent, ${({ theme }) => theme.colors.overlay});
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: 600;
  }
  p::before {
    content: '';
    display: inline-block;
    width: 9px;
    height: 9px;
    margin-right: 6px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.success};
  }
`;

/**
 * `alonetonight`: a night sky with a moon, the question, and a grid of members "online now" near
 * the visitor; the call to action sits above the grid so phones see it first.
 */
export function AloneTonightLander({ data, copy, cta }: FamilyProps) {
  const { t } = useLanderText();
  const online = data.members.slice(0, 6);
  return (
    <Night aria-labelledby="lander-title">
      <Inner>
        <Text>
          <Kicker>{t('alone.kicker')}</Kicker>
          <Headline id="lander-title">{copy.headline}</Headline>
          <Lead>{copy.lead}</Lead>
          <CtaButton cta={cta}>{copy.cta}</CtaButton>
          <TrustBadges />
        </Text>
        <div>
          <h2 className="visually-hidden">{t('alone.onlineTitle')}</h2>
          {online.length ? (
            <Online>
              {online.map((card, index) => (
                <Tile key={card.id}>
                  <MemberPhoto card={card} size="thumb" priority={index < 2} />
                  <p>{cardTitle(card)}</p>
                </Tile>
              ))}
            </Online>
          ) : (
            <Lead>{t('members.empty')}</Lead>
          )}
        </div>
      </Inner>
    </Night>
  );
}
