import { paths } from '@amora/contracts';
import {
  Button,
  ErrorPanel,
  Icon,
  PlatformLink,
  QueryProblem,
  RealMembersOnlySwitch,
  Spinner,
  useMediaQuery,
} from '@amora/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';
import { MatchModal, type MatchedMember } from '../match/MatchModal';
import type { useCandidateQueue } from './useCandidateQueue';

/*
 * What the match finder and the swipe game share around their card: the queue's loading, error
 * and empty states, the pass and like buttons with their arrow-key shortcuts, and what stands below the deck.
 */

/*
 * Held at the bottom of the screen while the card scrolls under it (above the phone's tab bar,
 * whose height the shell publishes as --amora-tab-bar-height): Like and Pass are on the first
 * screen however tall the card is.
 */
const Controls = styled.div`
  position: sticky;
  bottom: var(--amora-tab-bar-height, 0px);
  z-index: 2;
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} 0;
  background: ${({ theme }) => theme.colors.background};
  button {
    min-height: 48px;
  }
`;

const UndoButton = styled(Button)`
  min-width: 48px;
  padding: 0 ${({ theme }) => theme.space(3)};
  font-size: 1.25rem;
`;

export interface DecisionButtonsProps {
  onPass: () => void;
  onLike: () => void;
  passDisabled: boolean;
  likeDisabled: boolean;
  /** Takes back the last pass (`useUndoablePass`); the button shows only while there is one. */
  undo?: { canUndo: boolean; busy: boolean; undo: () => void };
}

/**
 * Pass (ArrowLeft), undo of the last pass, and like (ArrowRight), large enough for a thumb, with
 * the arrow-key tip below them.
 */
export function DecisionButtons({ onPass, onLike, passDisabled, likeDisabled, undo }: DecisionButtonsProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <Controls>
        <Button variant="secondary" disabled={passDisabled} onClick={onPass} aria-keyshortcuts="ArrowLeft">
          {t('finder.pass')}
        </Button>
        {undo?.canUndo ? (
          <UndoButton
            variant="ghost"
            busy={undo.busy}
            aria-label={t('finder.undo')}
            title={t('finder.undo')}
            onClick={undo.undo}
          >
            <Icon name="undo" />
          </UndoButton>
        ) : (
          <span />
        )}
        <Button disabled={likeDisabled} onClick={onLike} aria-keyshortcuts="ArrowRight">
          {t('finder.like')}
        </Button>
      </Controls>
      <KeysHint />
    </>
  );
}

/**
 * Below the deck, so Like and Pass stay on the first screen: the real-members-only switch, and the
 * match dialog after a like that matched.
 */
export function DeckFooter({
  matched,
  onCloseMatch,
}: {
  matched: MatchedMember | null;
  onCloseMatch: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <RealMembersOnlySwitch
        label={t('realOnly.label')}
        hint={t('realOnly.hint')}
        failedText={t('realOnly.failed')}
      />
      <MatchModal member={matched} onClose={onCloseMatch} />
    </>
  );
}

const Hint = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;

/** A mouse or touchpad that can hover: most likely a keyboard beside it. */
const KEYBOARD_LIKELY = '(hover: hover) and (pointer: fine)';

/**
 * The arrow-key tip, only where there is a keyboard: a device with a fine, hovering pointer, or
 * after the first key press (a tablet with a keyboard attached). Never on a phone's touch screen.
 */
function KeysHint() {
  const { t } = useTranslation(NAMESPACE);
  const likely = useMediaQuery(KEYBOARD_LIKELY);
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    if (likely || pressed) return undefined;
    const onKey = () => setPressed(true);
    window.addEventListener('keydown', onKey, { once: true });
    return () => window.removeEventListener('keydown', onKey);
  }, [likely, pressed]);
  return likely || pressed ? <Hint>{t('finder.keysHint')}</Hint> : null;
}

/**
 * The queue's state while there is no card to show (loading, failed, nobody left, the next page
 * coming), or `children` (the card) when there is one.
 */
export function CandidateQueueState({
  queue,
  children,
}: {
  queue: ReturnType<typeof useCandidateQueue>;
  children: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  if (queue.query.isPending) return <Spinner block label={t('common.loading')} />;
  if (queue.query.isError)
    return <QueryProblem query={queue.query} title={t('finder.loadFailed')} retryLabel={t('common.retry')} />;
  if (!queue.current)
    return queue.empty ? (
      <ErrorPanel
        level={2}
        title={t('finder.emptyTitle')}
        message={t('finder.emptyText')}
        actions={<PlatformLink to={paths.members()}>{t('likes.toSearch')}</PlatformLink>}
      />
    ) : (
      <Spinner block label={t('common.loading')} />
    );
  return <>{children}</>;
}
