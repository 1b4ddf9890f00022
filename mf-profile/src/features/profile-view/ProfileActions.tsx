import { MESSAGES_NAMESPACE, paths, type MemberProfile } from '@amora/contracts';
import { isHttpError } from '@amora/platform';
import { Alert, Button, Icon, up, usePlatform } from '@amora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { useToggleLike } from '../../api/likes';
import { NAMESPACE } from '../../i18n';
import type { Viewer } from '../shared/useViewer';
import { MatchDialog } from './MatchDialog';

/** Like and Message side by side, the gift under them on phones; one row from 576 px. */
// The buttons take half a phone's width each: the longest labels ("Vind je leuk") keep to one line.
const Buttons = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(3)} 0;
  & > :nth-child(3) {
    grid-column: 1 / -1;
  }
  & > button {
    padding: 0 ${({ theme }) => theme.space(3)};
  }
  ${up('sm')} {
    display: flex;
    flex-wrap: wrap;
  }
`;

/**
 * Liked reads at a glance: a filled red heart and "Liked" on a white button ringed in the
 * accent colour (not the grey of a disabled or ghost button), and `aria-pressed` for screen readers.
 */
const LikeButton = styled(Button)<{ $liked: boolean }>`
  &&,
  &&:hover:not(:disabled) {
    ${({ theme, $liked }) =>
      $liked
        ? css`
            background: ${theme.colors.surface};
            color: ${theme.colors.text};
            border: 2px solid ${theme.colors.primary};
          `
        : ''}
  }
`;

const Heart = styled.span<{ $liked: boolean }>`
  font-size: 1.2em;
  line-height: 1;
  color: ${({ theme, $liked }) => ($liked ? theme.colors.unreadMessages : 'inherit')};
`;

export interface ProfileActionsProps {
  profile: MemberProfile;
  viewer: Viewer;
  /** For an action refused because the session ended: ask to sign up for this member. */
  onAuthError: (error: unknown) => void;
}

/** An error the member should read, or null for one handled otherwise (a sign-up prompt). */
function messageOf(error: unknown, fallback: string): string | null {
  if (isHttpError(error) && error.code === 'authentication_required') return null;
  return isHttpError(error) ? error.message : fallback;
}

/**
 * The primary actions: like or unlike (optimistic; a mutual like opens the match dialog; the
 * change is announced), message and gift. Visitors get the sign-up modal for this member instead.
 */
export function ProfileActions({ profile, viewer, onAuthError }: ProfileActionsProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tm } = useTranslation(MESSAGES_NAMESPACE);
  const { events, navigate } = usePlatform();
  const like = useToggleLike(profile.id, viewer.id);
  const [matchOpen, setMatchOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const anonymous = viewer.status === 'anonymous';
  const chat = paths.memberChat(profile.id);

  const memberOnly = (action: () => void) => () =>
    anonymous ? events.emit('signup:start', { targetProfileId: profile.id }) : action();

  const toggleLike = memberOnly(() => {
    const liking = !profile.liked;
    setAnnouncement('');
    like.mutate(liking, {
      onSuccess: (answer) => {
        setMatchOpen(answer.liked && answer.match);
        setAnnouncement(
          t(answer.liked ? 'profileView.likedNotice' : 'profileView.unlikedNotice', { name: profile.name }),
        );
      },
      onError: onAuthError,
    });
  });

  const likeError = like.isError ? messageOf(like.error, tm('errors.generic')) : null;

  return (
    <>
      {profile.blocked ? (
        <Alert tone="info">{t('profileView.blockedNotice', { name: profile.name })}</Alert>
      ) : null}
      {likeError ? <Alert tone="danger">{likeError}</Alert> : null}
      <Buttons aria-label={t('profileView.actionsLabel')} role="group">
        <LikeButton
          variant="primary"
          $liked={profile.liked}
          aria-pressed={profile.liked}
          disabled={profile.blocked}
          onClick={toggleLike}
        >
          <Heart aria-hidden="true" $liked={profile.liked}>
            <Icon name="heart" filled={profile.liked} />
          </Heart>
          {profile.liked ? t('profileView.liked') : t('profileView.like')}
        </LikeButton>
        <Button variant="secondary" disabled={profile.blocked} onClick={memberOnly(() => navigate(chat))}>
          {t('profileView.message')}
        </Button>
        <Button
          variant="ghost"
          disabled={profile.blocked}
          onClick={memberOnly(() => navigate(`${chat}?gift=1`))}
        >
          {t('profileView.gift')}
        </Button>
      </Buttons>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <MatchDialog
        open={matchOpen}
        name={profile.name}
        onMessage={() => navigate(chat)}
        onClose={() => setMatchOpen(false)}
      />
    </>
  );
}
