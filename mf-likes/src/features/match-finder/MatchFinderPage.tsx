import { MESSAGES_NAMESPACE } from '@amora/contracts';
import { isHttpError } from '@amora/platform';
import { Alert, Page, useRequireMember } from '@amora/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLikeToggle } from '../../api/likes';
import { useSwipe } from '../../api/swipes';
import { NAMESPACE } from '../../i18n';
import type { MatchedMember } from '../match/MatchModal';
import { CandidateCard } from '../shared/CandidateCard';
import { CandidateQueueState, DeckFooter, DecisionButtons } from '../shared/CandidateDeck';
import { useArrowKeys } from '../shared/useArrowKeys';
import { useCandidateQueue } from '../shared/useCandidateQueue';
import { useUndoablePass } from '../shared/useUndoablePass';

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
  const undo = useUndoablePass(queue);
  const [matched, setMatched] = useState<MatchedMember | null>(null);
  const busy = like.isPending || swipe.isPending || undo.busy;
  const current = queue.current;

  const decide = useCallback(
    (decision: 'like' | 'pass') => {
      if (!current || busy) return;
      const done = () => {
        queue.done(current.id);
        undo.decided(current, decision);
      };
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
    [current, busy, queue, like, swipe, undo],
  );
  const pass = useCallback(() => decide('pass'), [decide]);
  const likeIt = useCallback(() => decide('like'), [decide]);
  useArrowKeys(pass, likeIt, current !== null && matched === null);

  const failure = like.error ?? swipe.error;
  return (
    <Page $maxWidth={560} aria-labelledby="finder-title">
      <h1 id="finder-title">{t('finder.title')}</h1>
      {failure ? (
        <Alert tone="danger">{isHttpError(failure) ? failure.message : tm('errors.generic')}</Alert>
      ) : null}
      <CandidateQueueState queue={queue}>
        {current ? (
          <section aria-labelledby="candidate-name" aria-live="polite">
            <CandidateCard candidate={current} headingId="candidate-name" />
            <DecisionButtons
              onPass={pass}
              onLike={likeIt}
              passDisabled={busy}
              likeDisabled={busy}
              undo={undo}
            />
          </section>
        ) : null}
      </CandidateQueueState>
      <DeckFooter matched={matched} onCloseMatch={() => setMatched(null)} />
    </Page>
  );
}
