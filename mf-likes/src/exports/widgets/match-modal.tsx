import type { MemberProfileResponse, PlatformProps } from '@amora/contracts';
import { usePlatform } from '@amora/ui';
import { useEffect, useState } from 'react';
import { fetchAutoLike } from '../../api/swipes';
import { MatchModal, type MatchedMember } from '../../features/match/MatchModal';
import { WidgetRoot } from './WidgetRoot';

export interface MatchModalWidgetProps {
  platform: PlatformProps;
  /** The member of the match; without one the widget asks `GET /api/auto-like.php` for one. */
  profile?: MatchedMember;
  /** Only the id (a realtime `match` event): the widget loads the member's card. */
  profileId?: number;
  /** Called when the modal closes (also when there is no auto-like to show). */
  onClose: () => void;
}

function MatchModalBody({ profile, profileId, onClose }: Omit<MatchModalWidgetProps, 'platform'>) {
  const { http } = usePlatform();
  const [member, setMember] = useState<MatchedMember | null>(profile ?? null);
  useEffect(() => {
    if (profile) return undefined;
    let active = true;
    if (profileId !== undefined) {
      http
        .get<MemberProfileResponse>('/api/profile.php', { query: { id: profileId } })
        .then((answer) => active && setMember(answer.profile))
        .catch(() => active && onClose());
      return () => {
        active = false;
      };
    }
    fetchAutoLike(http)
      .then((answer) => {
        if (!active) return;
        if (answer.profile) setMember(answer.profile);
        else onClose();
      })
      .catch(() => active && onClose());
    return () => {
      active = false;
    };
  }, [http, profile, profileId, onClose]);
  return <MatchModal member={member} onClose={onClose} />;
}

/**
 * `./widgets/match-modal`: the match modal the shell shows after an auto-like or a new match
 * (spec section 4): it loads the profile unless one is passed, reloads the likes after 500 ms,
 * its button starts the conversation, and closing closes it.
 */
export function MatchModalWidget({ platform, profile, profileId, onClose }: MatchModalWidgetProps) {
  return (
    <WidgetRoot platform={platform}>
      <MatchModalBody profile={profile} profileId={profileId} onClose={onClose} />
    </WidgetRoot>
  );
}
