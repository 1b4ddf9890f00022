import { MESSAGES_NAMESPACE, paths, type MemberProfile } from '@amora/contracts';
import { isHttpError } from '@amora/platform';
import { Alert, Button, up, usePlatform } from '@amora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useToggleBlock } from '../../api/blocks';
import { useToggleLike } from '../../api/likes';
import { NAMESPACE } from '../../i18n';
import type { Viewer } from '../shared/useViewer';
import { BlockDialog } from './BlockDialog';
import { MatchDialog } from './MatchDialog';

/** Full-width buttons stacked on phones, side by side from 576 px. */
const Buttons = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(4)} 0;
  ${up('sm')} {
    display: flex;
    flex-wrap: wrap;
  }
`;

export interface ProfileActionsProps {
  profile: MemberProfile;
  viewer: Viewer;
}

/** An error the member should read, or null for one handled otherwise (a sign-up prompt). */
function messageOf(error: unknown, fallback: string): string | null {
  if (isHttpError(error) && error.code === 'authentication_required') return null;
  return isHttpError(error) ? error.message : fallback;
}

/**
 * Like or unlike (optimistic; a mutual like opens the match dialog), message, gift, and block or
 * unblock (blocking asks first). Visitors get the sign-up modal for this member instead.
 */
export function ProfileActions({ profile, viewer }: ProfileActionsProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tm } = useTranslation(MESSAGES_NAMESPACE);
  const { events, navigate } = usePlatform();
  const like = useToggleLike(profile.id, viewer.id);
  const block = useToggleBlock(profile.id, viewer.id);
  const [matchOpen, setMatchOpen] = useState(false);
  const [blockOpen, setBlockOpen] = useState(false);
  const anonymous = viewer.status === 'anonymous';
  const chat = paths.memberChat(profile.id);

  const askSignup = () => events.emit('signup:start', { targetProfileId: profile.id });
  const signupOnAuthError = (error: unknown) => {
    if (isHttpError(error) && error.code === 'authentication_required') askSignup();
  };
  const memberOnly = (action: () => void) => () => (anonymous ? askSignup() : action());

  const toggleLike = memberOnly(() =>
    like.mutate(!profile.liked, {
      onSuccess: (answer) => setMatchOpen(answer.liked && answer.match),
      onError: signupOnAuthError,
    }),
  );
  const unblock = () => block.mutate(false, { onError: signupOnAuthError });
  const confirmBlock = () =>
    block.mutate(true, {
      onSuccess: () => setBlockOpen(false),
      onError: signupOnAuthError,
    });
  const openBlock = () => {
    block.reset();
    setBlockOpen(true);
  };

  const likeError = like.isError ? messageOf(like.error, tm('errors.generic')) : null;
  const blockError = block.isError ? messageOf(block.error, tm('errors.generic')) : null;

  return (
    <>
      {profile.blocked ? (
        <Alert tone="info">{t('profileView.blockedNotice', { name: profile.name })}</Alert>
      ) : null}
      {likeError ? <Alert tone="danger">{likeError}</Alert> : null}
      {blockError && !blockOpen ? <Alert tone="danger">{blockError}</Alert> : null}
      <Buttons aria-label={t('profileView.actionsLabel')} role="group">
        <Button variant={profile.liked ? 'ghost' : 'primary'} disabled={profile.blocked} onClick={toggleLike}>
          {profile.liked ? t('profileView.unlike') : t('profileView.like')}
        </Button>
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
        {anonymous ? null : profile.blocked ? (
          <Button variant="ghost" busy={block.isPending} onClick={unblock}>
            {t('profileView.unblock')}
          </Button>
        ) : (
          <Button variant="ghost" onClick={openBlock}>
            {t('profileView.block')}
          </Button>
        )}
      </Buttons>
      <MatchDialog
        open={matchOpen}
        name={profile.name}
        onMessage={() => navigate(chat)}
        onClose={() => setMatchOpen(false)}
      />
      <BlockDialog
        open={blockOpen}
        name={profile.name}
        busy={block.isPending}
        error={blockError}
        onConfirm={confirmBlock}
        onClose={() => setBlockOpen(false)}
      />
    </>
  );
}
