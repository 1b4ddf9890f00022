import { MESSAGES_NAMESPACE, paths } from '@amora/contracts';
import { isHttpError } from '@amora/platform';
import { Alert, Button, ErrorPanel, PlatformLink, Spinner, useRequireMember } from '@amora/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLikeToggle } from '../../api/likes';
import { useSwipe } from '../../api/swipes';
import { NAMESPACE } from '../../i18n';
import { MatchModal, type MatchedMember } from '../match/MatchModal';
import { CandidateCard } from '../shared/CandidateCard';
import { Page } from '../shared/Page';
import { useArrowKeys } from '../shared/useArrowKeys';
import { useCandidateQueue } from '../shared/useCandidateQueue';

const Controls = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
  button {
    min-height: 48px;
  }
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;

/**
 * `/match-finder`: one candidate at a time, ranked by the server. A like here is a deliberate like
 * of a full card, so it goes through `like.php` (no daily limit, as from the profile); a pass is
 * stored through `swipe.php`, so the candidate never comes back (ADR 0015).
 */
export function MatchFinderPage() {
  const { t } = useTranslation(NAMESPACE);
  const { t: tm } = useTranslation(MESSAGES_NAMESPACE);
  useRequireMember();
  const queue = useCandidateQueue();
  const like = useLikeToggle();
  const swipe = useSwipe();
  const [matched, setMatched] = useState<MatchedMember | null>(null);
  const busy = like.isPending || swipe.isPending;
  const current = queue.current;

  const decide = useCallback(
    (decision: 'like' | 'pass') => {
      if (!current || busy) return;
      const done = () => queue.done(current.id);
      if (decision === 'pass') swipe.mutate({ profileId: current.id, decision }, { onSuccess: done });
      else
        like.mutate(
          { profileId: current.id, like: true },
          {
            onSuccess: (answer) => {
              done();
              if (answer.match) setMatched(current);
            },
          },
        );
    },
    [current, busy, queue, like, swipe],
  );
  const pass = useCallback(() => decide('pass'), [decide]);
  const likeIt = useCallback(() => decide('like'), [decide]);
  useArrowKeys(pass, likeIt, current !== null && matched === null);

  const failure = like.error ?? swipe.error;
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
      <section aria-labelledby="candidate-name" aria-live="polite">
        <CandidateCard candidate={current} headingId="candidate-name" />
        <Controls>
          <Button variant="secondary" disabled={busy} onClick={pass} aria-keyshortcuts="ArrowLeft">
            {t('finder.pass')}
          </Button>
          <Button disabled={busy} onClick={likeIt} aria-keyshortcuts="ArrowRight">
            {t('finder.like')}
          </Button>
        </Controls>
        <Hint>{t('finder.keysHint')}</Hint>
      </section>
    );
  })();

  return (
    <Page $narrow aria-labelledby="finder-title">
      <h1 id="finder-title">{t('finder.title')}</h1>
      {failure ? (
        <Alert tone="danger">{isHttpError(failure) ? failure.message : tm('errors.generic')}</Alert>
      ) : null}
      {body}
      <MatchModal member={matched} onClose={() => setMatched(null)} />
    </Page>
  );
}
