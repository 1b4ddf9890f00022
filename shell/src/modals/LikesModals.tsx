import type { AutoLikeProfile, AutoLikeResponse, PlatformProps } from '@amora/contracts';
import { usePlatform, useSession } from '@amora/ui';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useRemoteWidget } from '../federation/load-widget';
import { useMatchedRoute } from '../routing/useMatchedRoute';
import {
  AUTO_LIKE_CHECK_DELAY_MS,
  autoLikeCheckKey,
  isAnotherModalOpen,
  shouldCheckAutoLike,
} from './auto-like-rules';
import { WidgetErrorBoundary } from './WidgetErrorBoundary';

const MATCH_MODAL = {
  remote: 'mf_likes',
  id: 'mf_likes/widgets/match-modal',
  exportName: 'MatchModalWidget',
} as const;
const LIKE_MODAL = {
  remote: 'mf_likes',
  id: 'mf_likes/widgets/like-modal',
  exportName: 'LikeModalWidget',
} as const;

interface MatchModalProps {
  platform: PlatformProps;
  profile?: AutoLikeProfile;
  profileId?: number;
  onClose: () => void;
}

/** What the match modal shows: a realtime match (the widget loads the member) or an auto-like. */
type MatchRequest = { kind: 'match'; profileId: number } | { kind: 'auto-like'; profile: AutoLikeProfile };

/**
 * Asks `GET /api/auto-like.php` once a UTC day per member (rules in `auto-like-rules.ts`):
 * AUTO_LIKE_CHECK_DELAY_MS after entering the members area, while the member stays there (moving
 * between members pages keeps the timer; leaving cancels it), and only when no other modal is
 * open (then it waits another delay). The shell asks itself and passes the profile to the widget,
 * so a day without an auto-like (most days) loads no likes code at all. The day counts as asked
 * once the server has answered; a failed call is tried again on the next entry.
 */
function useAutoLikeCheck(onLiked: (profile: AutoLikeProfile) => void, likeTimerSeen: boolean) {
  const platform = usePlatform();
  const memberId = useSession().user?.id ?? null;
  const routeName = useMatchedRoute()?.name ?? null;
  const { persisted, http } = platform;
  const due = shouldCheckAutoLike({
    memberId,
    routeName,
    lastCheckedAt: memberId === null ? null : persisted.getDismissedAt(autoLikeCheckKey(memberId)),
    likeTimerSeen,
    now: Date.now(),
  });
  useEffect(() => {
    if (!due || memberId === null) return undefined;
    let active = true;
    let timer: ReturnType<typeof setTimeout>;
    const attempt = () => {
      if (isAnotherModalOpen()) {
        timer = setTimeout(attempt, AUTO_LIKE_CHECK_DELAY_MS);
        return;
      }
      http
        .get<AutoLikeResponse>('/api/auto-like.php')
        .then((answer) => {
          persisted.dismiss(autoLikeCheckKey(memberId), Date.now());
          if (active && answer.profile) onLiked(answer.profile);
        })
        .catch(() => undefined);
    };
    timer = setTimeout(attempt, AUTO_LIKE_CHECK_DELAY_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [due, memberId, persisted, http, onLiked]);
}

/**
 * The likes area's modals in the default layout (spec sections 2 and 4): the match modal when the
 * realtime channel reports a new match or the day's auto-like is due, and the like modal (it reads
 * its own `?t=` timer). The shell only mounts them for members; the widgets hold the likes rules.
 */
export function LikesModals() {
  const platform = usePlatform();
  const { user } = useSession();
  const [match, setMatch] = useState<MatchRequest | null>(null);
  const member = Boolean(user);
  const hasLikeTimer = new URLSearchParams(useLocation().search).has('t');
  // The like modal removes `t` at once; remember it for the page's life (it is the visit's auto-like).
  const [likeTimerSeen, setLikeTimerSeen] = useState(hasLikeTimer);
  if (hasLikeTimer && !likeTimerSeen) setLikeTimerSeen(true);

  useEffect(
    () =>
      platform.realtime.subscribe<{ profile_id?: number }>('match', (data) => {
        if (typeof data?.profile_id === 'number') setMatch({ kind: 'match', profileId: data.profile_id });
      }),
    [platform],
  );
  const autoLiked = useCallback(
    (profile: AutoLikeProfile) => setMatch((shown) => shown ?? { kind: 'auto-like', profile }),
    [],
  );
  useAutoLikeCheck(autoLiked, likeTimerSeen);
  const close = useCallback(() => setMatch(null), []);
  const matchModal = useRemoteWidget<MatchModalProps>(MATCH_MODAL, member && match !== null);
  // The like modal opens only from a link with its `?t=` timer: loaded then, not on every page.
  const likeModal = useRemoteWidget<{ platform: PlatformProps }>(LIKE_MODAL, member && likeTimerSeen);
  if (!member) return null;
  const Match = matchModal.data;
  const Like = likeModal.data;
  return (
    <>
      {Match && match !== null ? (
        <WidgetErrorBoundary fallback={null}>
          <Match
            // A new request is a new modal (a match arriving while the auto-like shows replaces it).
            key={match.kind === 'match' ? `match-${match.profileId}` : `auto-like-${match.profile.id}`}
            platform={platform}
            profileId={match.kind === 'match' ? match.profileId : undefined}
            profile={match.kind === 'auto-like' ? match.profile : undefined}
            onClose={close}
          />
        </WidgetErrorBoundary>
      ) : null}
      {Like ? (
        <WidgetErrorBoundary fallback={null}>
          <Like platform={platform} />
        </WidgetErrorBoundary>
      ) : null}
    </>
  );
}
