import { paths, type AutoLikeProfile, type PlatformProps } from '@amora/contracts';
import { Button, DialogActions, Modal, usePlatform } from '@amora/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAutoLike } from '../../api/swipes';
import { NAMESPACE } from '../../i18n';
import { FictionalNote } from '../../features/match/FictionalNote';
import { MemberPhoto } from '../../features/shared/MemberPhoto';
import { WidgetRoot } from './WidgetRoot';

/** The query parameter of the like modal's timer, in seconds (spec section 2). */
export const LIKE_MODAL_QUERY = 't';

/** A positive number of seconds from `?t=`, or null. */
export function likeModalDelaySeconds(search: string): number | null {
  const value = new URLSearchParams(search).get(LIKE_MODAL_QUERY);
  if (value === null || !/^\d+(\.\d+)?$/.test(value)) return null;
  const seconds = Number(value);
  return seconds > 0 ? seconds : null;
}

/** The current address without `t`, for a replace that keeps everything else. */
export function withoutDelayParam(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const params = new URLSearchParams(location.search);
  params.delete(LIKE_MODAL_QUERY);
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
}

function LikeModalBody({ delaySeconds }: { delaySeconds: number }) {
  const { t } = useTranslation(NAMESPACE);
  const { http, navigate } = usePlatform();
  const [profile, setProfile] = useState<AutoLikeProfile | null>(null);
  useEffect(() => {
    // `t` goes from the address at once, so a reload or a shared link does not open it again.
    navigate(withoutDelayParam(window.location), { replace: true });
    let active = true;
    const timer = setTimeout(() => {
      fetchAutoLike(http)
        .then((answer) => active && setProfile(answer.profile))
        .catch(() => undefined);
    }, delaySeconds * 1000);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [delaySeconds, http, navigate]);
  const close = () => setProfile(null);
  return (
    <Modal
      open={profile !== null}
      title={t('likeModal.title')}
      closeLabel={t('common.close')}
      onClose={close}
    >
      {profile ? (
        <>
          <MemberPhoto
            image={profile.main_image}
            alt={t('match.photoOf', { name: profile.name })}
            loading="eager"
            // The modal is at most 500 px wide, the full width on a phone.
            sizes="(min-width: 576px) 460px, 90vw"
          />
          <FictionalNote fictional={profile.fictional} />
          <p>{t('likeModal.text', { name: profile.name })}</p>
          <DialogActions>
            <Button
              onClick={() => {
                close();
                navigate(paths.member(profile.id));
              }}
            >
              {t('likeModal.view', { name: profile.name })}
            </Button>
          </DialogActions>
        </>
      ) : null}
    </Modal>
  );
}

export interface LikeModalWidgetProps {
  platform: PlatformProps;
}

/**
 * `./widgets/like-modal` for the default layout: with `?t=` a positive number of seconds it opens
 * after that long with a member who liked the member (an auto-like, ADR 0015), its button goes to
 * that profile, and `t` is removed from the URL. Without `t` it renders nothing.
 */
export function LikeModalWidget({ platform }: LikeModalWidgetProps) {
  // Read once: the body removes `t` from the address straight away and must keep its timer.
  const [delay] = useState(() => likeModalDelaySeconds(window.location.search));
  if (delay === null) return null;
  return (
    <WidgetRoot platform={platform}>
      <LikeModalBody delaySeconds={delay} />
    </WidgetRoot>
  );
}
