import type { PlatformProps } from '@amora/contracts';
import { usePlatform, useSession } from '@amora/ui';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useRemoteWidget } from '../federation/load-widget';
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
  profileId?: number;
  onClose: () => void;
}

/**
 * The likes area's modals in the default layout (spec section 2): the match modal when the
 * realtime channel reports a new match, and the like modal (it reads its own `?t=` timer). The
 * shell only mounts them for members; the widgets hold the likes rules.
 */
export function LikesModals() {
  const platform = usePlatform();
  const { user } = useSession();
  const [matchWith, setMatchWith] = useState<number | null>(null);
  const member = Boolean(user);
  const hasLikeTimer = new URLSearchParams(useLocation().search).has('t');

  useEffect(
    () =>
      platform.realtime.subscribe<{ profile_id?: number }>('match', (data) => {
        if (typeof data?.profile_id === 'number') setMatchWith(data.profile_id);
      }),
    [platform],
  );
  const close = useCallback(() => setMatchWith(null), []);
  const matchModal = useRemoteWidget<MatchModalProps>(MATCH_MODAL, member && matchWith !== null);
  // The like modal opens only from a link with its `?t=` timer: loaded then, not on every page.
  const likeModal = useRemoteWidget<{ platform: PlatformProps }>(LIKE_MODAL, member && hasLikeTimer);
  if (!member) return null;
  const Match = matchModal.data;
  const Like = likeModal.data;
  return (
    <>
      {Match && matchWith !== null ? (
        <WidgetErrorBoundary fallback={null}>
          <Match platform={platform} profileId={matchWith} onClose={close} />
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
