import { up } from '@amora/ui';
import { useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { CtaButton, Headline, Lead, MemberPhoto, TrustBadges, cardTitle } from '../lander/parts';
import type { FamilyProps } from './family-props';
import { useCycle } from './useCycle';
import { useLanderText } from '../lander/lander-env';

const zoom = keyframes`
  from { transform: scale(1); }
  to { transform: scale(1.12); }
`;
const pulse = keyframes`
  50% { opacity: 0.35; }
`;

const Stage = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.surface};
  background: radial-gradient(
    circle at 80% 10%,
    ${({ theme }) => theme.colors.secondary},
    ${({ theme }) => theme.colors.text} 60%
  );
  ${up('md')} {
    grid-template-columns: 1fr minmax(280px, 380px);
    align-items: center;
    padding: ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(8)};
  }
  ${up('xl')} {
    padding-inline: calc((100% - 1140px) / 2);
  }
`;

const Player = styled.figure`
  position: relative;
  margin: 0;
  height: min(38vh, 520px);
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.popover};
  background: ${({ theme }) => theme.colors.text};
  ${up('md')} {
    order: 2;
    height: auto;
    aspect-ratio: 3 / 4;
  }
`;

const Frame = styled.div<{ $shown: boolean }>`
  position: absolute;
  inset: 0;
  opacity: ${({ $shown }) => ($shown ? 1 : 0)};
  transition: opacity 900ms ease;
  img {
    animation: ${zoom} 6s ease-out infinite alternate;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    img {
      animation: none;
    }
  }
`;

const Live = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space(3)};
  left: ${({ theme }) => theme.space(3)};
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.overlay};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 700;
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.unreadMessages};
    animation: ${pulse} 1.4s infinite;
  }
`;

const Caption = styled.figcaption`
  position: absolute;
  inset: auto 0 0 0;
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space(4)};
  background: linear-gradient(transparent, ${({ theme }) => theme.colors.overlay});
  font-weight: 600;
`;

const PauseButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.overlay};
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  justify-items: start;
`;

/**
 * `video`: a "live preview" player that loops through members' photos (cross-fades with a slow
 * zoom, generated from real photos rather than a video file), headline and the call to action.
 */
export function VideoLander({ data, copy, cta }: FamilyProps) {
  const { t } = useLanderText();
  const [playing, setPlaying] = useState(true);
  const reel = data.members.slice(0, 5);
  const current = useCycle(reel.length, 3500, playing);
  return (
    <Stage aria-labelledby="lander-title">
      <Player aria-label={t('video.label')}>
        {reel.map((card, index) => (
          <Frame key={card.id} $shown={index === current} aria-hidden={index !== current}>
            <MemberPhoto card={card} size="match" priority={index === 0} decorative />
          </Frame>
        ))}
        <Live>{t('video.live')}</Live>
        <Caption>
          <span aria-live="off">{reel[current] ? cardTitle(reel[current]) : t('members.empty')}</span>
          {reel.length > 1 ? (
            <PauseButton type="button" onClick={() => setPlaying((p) => !p)} aria-pressed={!playing}>
              <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
              <span className="visually-hidden">{playing ? t('video.pause') : t('video.play')}</span>
            </PauseButton>
          ) : null}
        </Caption>
      </Player>
      <Text>
        <Headline id="lander-title">{copy.headline}</Headline>
        <Lead>{copy.lead}</Lead>
        <CtaButton cta={cta}>{copy.cta}</CtaButton>
        <TrustBadges />
      </Text>
    </Stage>
  );
}
