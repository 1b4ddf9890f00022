import { MESSAGES_NAMESPACE, type MatchFinderResponse, type SwipeDecision } from '@amora/contracts';
import { isHttpError } from '@amora/platform';
import { Alert, Page, usePlatform, useRequireMember } from '@amora/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { likesQueryKeys } from '../../api/likes';
import { useSwipe } from '../../api/swipes';
import { NAMESPACE } from '../../i18n';
import type { MatchedMember } from '../match/MatchModal';
import { CandidateQueueState, DeckFooter, DecisionButtons } from '../shared/CandidateDeck';
import { likesPaths } from '../shared/likes-paths';
import { useArrowKeys } from '../shared/useArrowKeys';
import { useCandidateQueue } from '../shared/useCandidateQueue';
import { useUndoablePass } from '../shared/useUndoablePass';
import { LikesLeft } from './LikesLeft';
import { SwipeCard } from './SwipeCard';

const Stack = styled.div`
  position: relative;
`;

const Behind = styled.div`
  position: absolute;
  inset: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)} auto;
  height: 100%;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.border};
  transform: translateY(${({ theme }) => theme.space(2)});
`;

/**
 * `/swipe-game`: the card stack. Likes are counted at the server, SWIPE_LIKES_PER_DAY a UTC day;
 * the page shows what is left and a live countdown to the reset, and at the limit says so (passes
 * stay free, and the match finder and search have no daily limit: ADR 0015).
 */
export function SwipeGamePage() {
  const { t } = useTranslation(NAMESPACE);
  const { t: tm } = useTranslation(MESSAGES_NAMESPACE);
  const { queryClient } = usePlatform();
  useRequireMember();
  const queue = useCandidateQueue();
  const swipe = useSwipe();
  const undo = useUndoablePass(queue);
  const [matched, setMatched] = useState<MatchedMember | null>(null);
  const current = queue.current;
  const allowance = queue.allowance;
  const canLike = (allowance?.left ?? 0) > 0;

  const decide = useCallback(
    (decision: SwipeDecision) => {
      if (!current || swipe.isPending || (decision === 'like' && !canLike)) return;
      swipe.mutate(
        { profileId: current.id, decision },
        {
          onSuccess: (answer) => {
            queue.done(current.id);
            undo.decided(current, decision);
            if (answer.match) setMatched(current);
          },
          onError: (error) => {
            // Another tab used the last like: show the limit instead of a stale count.
            if (isHttpError(error) && error.code === 'swipe_limit')
              queryClient.setQueriesData<MatchFinderResponse>(
                { queryKey: likesQueryKeys.matchFinder() },
                (data) => (data ? { ...data, swipe_likes: { ...data.swipe_likes, left: 0 } } : data),
              );
          },
        },
      );
    },
    [current, swipe, canLike, queue, queryClient, undo],
  );
  const pass = useCallback(() => decide('pass'), [decide]);
  const like = useCallback(() => decide('like'), [decide]);
  useArrowKeys(pass, like, current !== null && matched === null);

  const failure =
    swipe.error && !(isHttpError(swipe.error) && swipe.error.code === 'swipe_limit') ? swipe.error : null;
  return (
    <Page $maxWidth={560} aria-labelledby="swipe-title">
      <h1 id="swipe-title">{t('swipe.title')}</h1>
      {allowance ? <LikesLeft allowance={allowance} /> : null}
      {allowance && !canLike ? (
        <Alert tone="warning">
          {t('swipe.limitReached', { limit: allowance.limit })}{' '}
          <Link to={likesPaths.matchFinder()}>{t('swipe.toMatchFinder')}</Link>
        </Alert>
      ) : null}
      {failure ? (
        <Alert tone="danger">{isHttpError(failure) ? failure.message : tm('errors.generic')}</Alert>
      ) : null}
      <CandidateQueueState queue={queue}>
        {current ? (
          <section aria-labelledby="swipe-name">
            <Stack>
              {queue.next ? <Behind aria-hidden="true" /> : null}
              <SwipeCard
                key={current.id}
                candidate={current}
                canLike={canLike}
                disabled={swipe.isPending}
                onDecide={decide}
                likeLabel={t('finder.like')}
                passLabel={t('finder.pass')}
              />
            </Stack>
            <DecisionButtons
              onPass={pass}
              onLike={like}
              passDisabled={swipe.isPending}
              likeDisabled={swipe.isPending || !canLike}
              undo={undo}
            />
          </section>
        ) : null}
      </CandidateQueueState>
      <DeckFooter matched={matched} onCloseMatch={() => setMatched(null)} />
    </Page>
  );
}
