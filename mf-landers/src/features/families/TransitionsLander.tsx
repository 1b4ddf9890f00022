import { up } from '@amora/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { CtaButton, Headline, Lead, MemberPhoto, TrustBadges } from '../lander/parts';
import type { FamilyProps } from './family-props';
import { useCycle } from './useCycle';
import { useLanderText } from '../lander/lander-env';

const Hero = styled.section`
  position: relative;
  display: grid;
  min-height: min(88vh, 760px);
  overflow: hidden;
  color: ${({ theme }) => theme.colors.surface};
  background: ${({ theme }) => theme.colors.text};
`;

/** One slide; the next is revealed by a diagonal wipe (clip-path) rather than a plain fade. */
// Two photos side by side on phones (the third hidden), three from tablets up.
// Only the incoming slide moves (`transition`); the previous one stays whole beneath it until
// covered.
const Slide = styled.div<{ $state: 'shown' | 'previous' | 'hidden' }>`
  position: absolute;
  inset: 0;
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  grid-template-rows: 100%;
  > :nth-child(n + 3) {
    display: none;
  }
  clip-path: ${({ $state }) =>
    $state === 'hidden' ? 'polygon(0 0, 0 0, 0 100%, 0 100%)' : 'polygon(0 0, 100% 0, 100% 100%, 0 100%)'};
  z-index: ${({ $state }) => ($state === 'shown' ? 1 : 0)};
  transition: ${({ $state }) => ($state === 'shown' ? 'clip-path 1100ms cubic-bezier(0.65, 0, 0.35, 1)' : 'none')};
  ${up('md')} {
    grid-template-columns: repeat(3, 1fr);
    > :nth-child(n + 3) {
      display: block;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Shade = styled.div`
  position: absolute;
  inset: 0;
  z-index: 2;
  background: linear-gradient(
    180deg,
    transparent 15%,
    ${({ theme }) => theme.colors.overlay} 45%,
    ${({ theme }) => theme.colors.text} 80%
  );
`;

const Content = styled.div`
  position: relative;
  z-index: 3;
  align-self: end;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  justify-items: center;
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(10)};
  text-align: center;
`;

const Dots = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  button {
    width: 28px;
    height: 28px;
    padding: 0;
    border: 0;
    background: none;
    cursor: pointer;
    &::after {
      content: '';
      display: block;
      width: 10px;
      height: 10px;
      margin: auto;
      border-radius: 50%;
      background: ${({ theme }) => theme.colors.surface};
      opacity: 0.45;
    }
    &[aria-current='true']::after {
      opacity: 1;
      background: ${({ theme }) => theme.colors.primary};
    }
    &:focus-visible {
      outline: 2px solid ${({ theme }) => theme.colors.focus};
    }
  }
`;

/** Slides of three photos each (two on phones), cut from the members shown. */
function slidesOf<T>(items: T[], size: number): T[][] {
  const slides: T[][] = [];
  for (let i = 0; i + size <= items.length; i += size) slides.push(items.slice(i, i + size));
  return slides.length ? slides : items.length ? [items] : [];
}

/**
 * `transitionsvideolanding`: a full-screen reel of members' photos that wipes from one set to the
 * next like a video transition, with the pitch and the call to action over its lower third.
 */
export function TransitionsLander({ data, copy, cta }: FamilyProps) {
  const { t } = useLanderText();
  const slides = slidesOf(data.members.slice(0, 9), 3);
  const [chosen, setChosen] = useState<number | null>(null);
  const cycling = useCycle(slides.length, 4200, chosen === null);
  const current = chosen ?? cycling;
  const previous = slides.length > 1 ? (current - 1 + slides.length) % slides.length : -1;
  const stateOf = (index: number) =>
    index === current ? 'shown' : index === previous ? 'previous' : 'hidden';
  return (
    <Hero aria-labelledby="lander-title">
      {slides.map((slide, index) => (
        <Slide key={slide[0]!.id} $state={stateOf(index)} aria-hidden="true">
          {slide.map((card, i) => (
            <MemberPhoto key={card.id} card={card} size="match" priority={index === 0 && i < 2} decorative />
          ))}
        </Slide>
      ))}
      <Shade />
      <Content>
        <Headline id="lander-title">{copy.headline}</Headline>
        <Lead>{copy.lead}</Lead>
        <CtaButton cta={cta}>{copy.cta}</CtaButton>
        <TrustBadges />
        {slides.length > 1 ? (
          <Dots role="group" aria-label={t('transitions.slides')}>
            {slides.map((slide, index) => (
              <button
                key={slide[0]!.id}
                type="button"
                aria-current={index === current}
                aria-label={t('transitions.show', { number: index + 1 })}
                onClick={() => setChosen(index)}
              />
            ))}
          </Dots>
        ) : null}
      </Content>
    </Hero>
  );
}
