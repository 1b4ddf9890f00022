import { MESSAGES_NAMESPACE, paths, type MatchFinderResponse, type SwipeDecision } from '@amora/contracts';
import { isHttpError } from '@amora/platform';
import { Alert, Button, ErrorPanel, PlatformLink, Spinner, usePlatform, useRequireMember } from '@amora/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { likesQueryKeys } from '../../api/likes';
import { useSwipe } from '../../api/swipes';
import { NAMESPACE } from '../../i18n';
import { MatchModal, type MatchedMember } from '../match/MatchModal';
import { likesPaths } from '../shared/likes-paths';
import { Page } from '../shared/Page';
import { useArrowKeys } from '../shared/useArrowKeys';
import { useCandidateQueue } from '../shared/useCandidateQueue';
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

const Controls = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(5)};
  button {
    min-height: 48px;
  }
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
            if (answer.match) setMatched(current);
          },
          onError: (error) => {
            // Another tab used the last like: show the limit instead of a stale count.
            if (isHttpError(error) && error.code === 'swipe_limit')
              queryClient.setQueryData<MatchFinderResponse>(likesQueryKeys.matchFinder(), (data) =>
                data ? { ...data, swipe_likes: { ...data.swipe_likes, left: 0 } } : data,
              );
          },
        },
      );
    },
    [current, swipe, canLike, queue, queryClient],
  );
  const pass = useCallback(() => decide('pass'), [decide]);
  const like = useCallback(() => decide('like'), [decide]);
  useArrowKeys(pass, like, current !== null && matched === null);

  const failure =
    swipe.error && !(isHttpError(swipe.error) && swipe.error.code === 'swipe_limit') ? swipe.error : null;
  const body = (() => {
    if (queue.query.isPending) return <Spinner block label={t('common.loading')} />;
    if (queue.query.isError)
      return (
        <ErrorPanel
          level={2}
          title={t('finder.loadFailed')}
          message={isHttpError(queue.query.error) ? queue.query.error.message : tm('errors.generic')}
          actions={<Button onClick={() => void queue.query.refetch()}>{t('common.retry')}</Button>}
        />
      );
    if (!current)
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
    return (
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
        <Controls>
          <Button variant="secondary" disabled={swipe.isPending} onClick={pass} aria-keyshortcuts="ArrowLeft">
            {t('finder.pass')}
          </Button>
          <Button disabled={swipe.isPending || !canLike} onClick={like} aria-keyshortcuts="ArrowRight">
            {t('finder.like')}
          </Button>
        </Controls>
      </section>
    );
  })();

  return (
    <Page $narrow aria-labelledby="swipe-title">
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
      {body}
      <MatchModal member={matched} onClose={() => setMatched(null)} />
    </Page>
  );
}
