import { countryName, up } from '@amora/ui';
import styled from 'styled-components';
import { CtaButton, Headline, Lead, MemberPhoto, TrustBadges, cardTitle } from '../lander/parts';
import type { FamilyProps } from './family-props';
import { useLanderText } from '../lander/lander-env';

const Layout = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  max-width: 1140px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(10)};
  ${up('lg')} {
    grid-template-columns: 1fr 1.2fr;
    align-items: center;
    padding-top: ${({ theme }) => theme.space(12)};
  }
`;

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  justify-items: start;
`;

/**
 * A stylised map: a dotted land mass drawn with gradients, no real geography. Members are pinned
 * at spots derived from their id, never from coordinates (the server sends none).
 */
const Map = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  background:
    radial-gradient(${({ theme }) => theme.colors.secondary} 1.2px, transparent 1.6px) 0 0 / 14px 14px,
    radial-gradient(ellipse at 30% 40%, ${({ theme }) => theme.colors.background} 0 38%, transparent 39%),
    radial-gradient(ellipse at 70% 60%, ${({ theme }) => theme.colors.background} 0 34%, transparent 35%),
    ${({ theme }) => theme.colors.border};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.border};
`;

const Pin = styled.li<{ $x: number; $y: number }>`
  position: absolute;
  left: ${({ $x }) => $x}%;
  top: ${({ $y }) => $y}%;
  display: grid;
  justify-items: center;
  transform: translate(-50%, -100%);
  font-size: 0.75rem;
  font-weight: 700;
  > div {
    width: 48px;
    height: 48px;
    overflow: hidden;
    border: 3px solid ${({ theme }) => theme.colors.primary};
    border-radius: 50% 50% 50% 0;
    transform: rotate(-45deg);
    background: ${({ theme }) => theme.colors.surface};
  }
  > div > * {
    transform: rotate(45deg) scale(1.4);
  }
  span {
    margin-top: ${({ theme }) => theme.space(2)};
    padding: 0 ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.surface};
    white-space: nowrap;
  }
  ${up('md')} {
    > div {
      width: 64px;
      height: 64px;
    }
  }
`;

const Pins = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A spot for a member, spread over the map and stable for the member (from the id alone). */
function spot(id: number, index: number): { x: number; y: number } {
  const hash = Math.imul(id ^ 0x9e3779b9, 0x85ebca6b) >>> 0;
  const column = index % 3;
  const row = Math.floor(index / 3);
  return { x: 18 + column * 32 + (hash % 11) - 5, y: 34 + row * 38 + ((hash >>> 8) % 11) - 5 };
}

/**
 * `maplanding`: "members near you": a map of the visitor's country (by name only) with members
 * pinned on it, members from that country first.
 */
export function MapLander({ data, copy, cta }: FamilyProps) {
  const { t, i18n } = useLanderText();
  const pinned = data.members.slice(0, 6);
  const place = data.country ? countryName(data.country, i18n.language) : null;
  return (
    <Layout aria-labelledby="lander-title">
      <Text>
        <Lead as="p">
          <strong>{place ? t('map.near', { place }) : t('map.nearYou')}</strong>
        </Lead>
        <Headline id="lander-title">{copy.headline}</Headline>
        <Lead>{copy.lead}</Lead>
        <CtaButton cta={cta}>{copy.cta}</CtaButton>
        <TrustBadges />
      </Text>
      <Map role="img" aria-label={t('map.label')}>
        <Pins>
          {pinned.map((card, index) => {
            const { x, y } = spot(card.id, index);
            return (
              <Pin key={card.id} $x={x} $y={y}>
                <div>
                  <MemberPhoto card={card} size="thumb" priority={index < 3} decorative />
                </div>
                <span>{cardTitle(card)}</span>
              </Pin>
            );
          })}
        </Pins>
      </Map>
    </Layout>
  );
}
