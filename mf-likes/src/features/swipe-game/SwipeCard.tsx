import type { Candidate, SwipeDecision } from '@amora/contracts';
import { useRef, useState, type PointerEvent } from 'react';
import styled from 'styled-components';
import { CandidateCard } from '../shared/CandidateCard';

/** How far (px) a card must travel to count as a swipe; less springs back. */
export const SWIPE_THRESHOLD_PX = 96;

// `touch-action: pan-y`: vertical scrolling stays with the browser; horizontal moves are the swipe.
const Draggable = styled.div<{ $dragging: boolean }>`
  position: relative;
  z-index: 1;
  cursor: grab;
  touch-action: pan-y;
  transition: ${({ $dragging }) => ($dragging ? 'none' : 'transform 0.2s ease-out')};
  &:active {
    cursor: grabbing;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Stamp = styled.span<{ $tone: 'like' | 'pass' }>`
  position: absolute;
  top: ${({ theme }) => theme.space(6)};
  ${({ $tone }) => ($tone === 'like' ? 'left' : 'right')}: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border: 3px solid ${({ theme, $tone }) => ($tone === 'like' ? theme.colors.success : theme.colors.danger)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme, $tone }) => ($tone === 'like' ? theme.colors.success : theme.colors.danger)};
  font-weight: 700;
  text-transform: uppercase;
`;

export interface SwipeCardProps {
  candidate: Candidate;
  /** False while a swipe is on its way or likes are used up (then only a pass may go). */
  canLike: boolean;
  disabled: boolean;
  onDecide: (decision: SwipeDecision) => void;
  likeLabel: string;
  passLabel: string;
}

/**
 * The top card of the stack, dragged with a pointer (mouse, pen or touch: Pointer Events cover
 * all three). Buttons and arrow keys do the same for anyone who cannot or will not drag.
 */
export function SwipeCard({ candidate, canLike, disabled, onDecide, likeLabel, passLabel }: SwipeCardProps) {
  const start = useRef<number | null>(null);
  const [dx, setDx] = useState(0);
  const release = () => {
    const decision: SwipeDecision | null =
      dx > SWIPE_THRESHOLD_PX && canLike ? 'like' : dx < -SWIPE_THRESHOLD_PX ? 'pass' : null;
    start.current = null;
    setDx(0);
    if (decision && !disabled) onDecide(decision);
  };
  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      if (disabled || event.button !== 0) return;
      start.current = event.clientX;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
      if (start.current !== null) setDx(event.clientX - start.current);
    },
    onPointerUp: release,
    onPointerCancel: () => {
      start.current = null;
      setDx(0);
    },
  };
  const showing =
    dx > SWIPE_THRESHOLD_PX / 2 && canLike ? 'like' : dx < -SWIPE_THRESHOLD_PX / 2 ? 'pass' : null;
  return (
    <Draggable
      {...handlers}
      $dragging={start.current !== null}
      style={{ transform: `translateX(${dx}px) rotate(${dx / 24}deg)` }}
      data-testid="swipe-card"
    >
      <CandidateCard candidate={candidate} headingId="swipe-name" />
      {showing ? (
        <Stamp $tone={showing} aria-hidden="true">
          {showing === 'like' ? likeLabel : passLabel}
        </Stamp>
      ) : null}
    </Draggable>
  );
}
