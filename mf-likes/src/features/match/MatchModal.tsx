import { LIKES_RELOAD_DELAY_MS, paths, type MainImage } from '@amora/contracts';
import { queryKeys } from '@amora/platform';
import { Button, DialogActions, Modal, usePlatform, useSession } from '@amora/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { FictionalNote } from './FictionalNote';
import { MatchPair } from './MatchPair';

/** The member matched with, as far as the modal needs them. */
export interface MatchedMember {
  id: number;
  name: string;
  main_image: MainImage | null;
  /** One of the site's fictional profiles: the modal says so with the site's label. */
  fictional?: boolean;
}

export interface MatchModalProps {
  /** The member; null closes the modal. */
  member: MatchedMember | null;
  onClose: () => void;
}

/**
 * A new match (a like back, a swipe, an auto-like): both photos and the way into the
 * conversation. It reloads the likes LIKES_RELOAD_DELAY_MS after opening (spec section 4), so the
 * matches tab and the badge show the new state; the button starts the conversation.
 */
export function MatchModal({ member, onClose }: MatchModalProps) {
  const { t } = useTranslation(NAMESPACE);
  const { navigate, queryClient } = usePlatform();
  const viewer = useSession().user;
  const open = member !== null;
  useEffect(() => {
    if (!open) return undefined;
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: queryKeys.likes() }),
      LIKES_RELOAD_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [open, queryClient]);
  return (
    <Modal open={open} title={t('match.title')} closeLabel={t('common.close')} onClose={onClose}>
      {member ? (
        <>
          <MatchPair viewer={viewer?.profile ?? null} member={member} />
          <FictionalNote fictional={member.fictional} />
          <p>{t('match.text', { name: member.name })}</p>
          <DialogActions>
            <Button
              onClick={() => {
                onClose();
                navigate(paths.memberChat(member.id));
              }}
            >
              {t('match.message', { name: member.name })}
            </Button>
            <Button variant="ghost" onClick={onClose}>
              {t('match.later')}
            </Button>
          </DialogActions>
        </>
      ) : null}
    </Modal>
  );
}
