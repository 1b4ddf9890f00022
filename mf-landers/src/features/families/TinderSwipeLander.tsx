import { up } from '@amora/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { CtaButton, Headline, Lead, MemberPhoto, TrustBadges, cardTitle } from '../lander/parts';
import type { FamilyProps } from './family-props';
import { GLYPHS } from '../lander/glyphs';
import { useLanderText } from '../lander/lander-env';

const Wrap = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  justify-items: center;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(8)};
  text-align: center;
  background: linear-gradient(
    180deg,
    ${({ theme }) => theme.colors.background},
    ${({ theme }) => theme.colors.border}
  );
  ${up('lg')} {
    grid-template-columns: 1fr 380px;
    grid-template-rows: auto 1fr auto;
    grid-template-areas: 'text stack' 'cta stack' '. buttons';
    column-gap: ${({ theme }) => theme.space(12)};
    align-items: start;
    text-align: left;
    justify-items: start;
    max-width: 1040px;
    margin: 0 auto;
    padding-top: ${({ theme }) => theme.space(12)};
    background: none;
    .swipe-text {
      grid-area: text;
    }
    .swipe-cta {
      grid-area: cta;
    }
  }
`;

const Stack = styled.div`
  position: relative;
  width: min(100%, 340px);
  height: min(40vh, 440px);
  ${up('lg')} {
    grid-area: stack;
    height: 500px;
  }
`;

const Card = styled.article<{ $depth: number; $leaving: 'like' | 'pass' | null }>`
  position: absolute;
  inset: 0;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.popover};
  background: ${({ theme }) => theme.colors.surface};
  transform: ${({ $depth, $leaving }) =>
    $leaving === 'like'
      ? 'translateX(120%) rotate(18deg)'
      : $leaving === 'pass'
        ? 'translateX(-120%) rotate(-18deg)'
        : `translateY(${$depth * 10}px) scale(${1 - $depth * 0.04})`};
  opacity: ${({ $leaving }) => ($leaving ? 0 : 1)};
  z-index: ${({ $depth }) => 10 - $depth};
  transition:
    transform 320ms ease,
    opacity 320ms ease;
  h2 {
    position: absolute;
    inset: auto 0 0 0;
    margin: 0;
    padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)}
      ${({ theme }) => theme.space(4)};
    color: ${({ theme }) => theme.colors.surface};
    background: linear-gradient(transparent, ${({ theme }) => theme.colors.overlay});
    font-size: ${({ theme }) => theme.font.size.lg};
    text-align: left;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Buttons = styled.div`
  ${up('lg')} {
    grid-area: buttons;
    justify-self: center;
  }
  display: flex;
  gap: ${({ theme }) => theme.space(6)};
  justify-content: center;
  button {
    width: 60px;
    height: 60px;
    border: 0;
    border-radius: 50%;
    font-size: 1.6rem;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadow.popover};
    cursor: pointer;
  }
  button:first-child {
    color: ${({ theme }) => theme.colors.danger};
  }
  button:last-child {
    color: ${({ theme }) => theme.colors.unreadMessages};
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  justify-items: inherit;
`;

/** Swipes a visitor may try before the page asks them to sign up to match for real. */
const DEMO_SWIPES = 3;

/**
 * `tinderswipe`: a stack of member cards to like or pass (buttons, so keyboard and screen
 * readers can play too); after a few swipes the stack gives way to the call to action.
 */
export function TinderSwipeLander({ data, copy, cta }: FamilyProps) {
  const { t } = useLanderText();
  const cards = data.members.slice(0, DEMO_SWIPES + 2);
  const [done, setDone] = useState(0);
  const [leaving, setLeaving] = useState<'like' | 'pass' | null>(null);
  const [liked, setLiked] = useState(0);
  const finished = cards.length > 0 && done >= Math.min(DEMO_SWIPES, cards.length);
  const top = cards[done];

  const swipe = (decision: 'like' | 'pass') => {
    if (leaving || !top) return;
    setLeaving(decision);
    if (decision === 'like') setLiked((n) => n + 1);
    window.setTimeout(() => {
      setDone((n) => n + 1);
      setLeaving(null);
    }, 320);
  };

  return (
    <Wrap aria-labelledby="lander-title">
      <Text className="swipe-text">
        <Headline id="lander-title">
          {finished ? t(liked > 0 ? 'swipe.doneTitleLiked' : 'swipe.doneTitle') : copy.headline}
        </Headline>
        <Lead>{finished ? t('swipe.doneText') : copy.lead}</Lead>
      </Text>
      {!finished && top ? (
        <>
          <Stack aria-live="polite">
            {cards.slice(done, done + 3).map((card, depth) => (
              <Card
                key={card.id}
                $depth={depth}
                $leaving={depth === 0 ? leaving : null}
                aria-hidden={depth > 0}
              >
                <MemberPhoto card={card} size="match" priority={depth === 0 && done === 0} decorative />
                <h2>{cardTitle(card)}</h2>
              </Card>
            ))}
          </Stack>
          <Buttons>
            <button
              type="button"
              onClick={() => swipe('pass')}
              aria-label={t('swipe.pass', { name: top.name })}
            >
              {GLYPHS.cross}
            </button>
            <button
              type="button"
              onClick={() => swipe('like')}
              aria-label={t('swipe.like', { name: top.name })}
            >
              {GLYPHS.heart}
            </button>
          </Buttons>
        </>
      ) : null}
      <Text className="swipe-cta">
        <CtaButton cta={cta}>{copy.cta}</CtaButton>
        <TrustBadges />
        {cards.length === 0 ? <Lead>{t('members.empty')}</Lead> : null}
      </Text>
    </Wrap>
  );
}
