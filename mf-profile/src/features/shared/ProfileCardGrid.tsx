import { useCallback, useEffect, useMemo, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { createCardLabels } from './card-labels';
import { LaterPhotosAllowed, ProfileCard, type ProfileCardData } from './ProfileCard';
import { ProfileGrid } from './ProfileGrid';

/** After this long the other photos load even if a first-screen photo never answered. */
export const FIRST_SCREEN_WAIT_MS = 4_000;

export interface ProfileCardGridProps {
  profiles: readonly ProfileCardData[];
  /** As ProfileCard takes it: null where no card may carry the label. */
  fictionalLabel: string | null;
  /** Search moves focus into the grid after loading more, so it needs the list element. */
  ref?: Ref<HTMLUListElement>;
  'aria-label'?: string;
  /**
   * How many cards at the top load their photo at once, the first with high priority: they are on
   * the first screen (the first photo is usually the page's largest paint), and a lazy photo waits
   * for layout before it is even requested. The other photos of the first render wait until these
   * have loaded (then load as they near the screen): on a slow connection a browser fetches lazy
   * photos up to a few screens ahead, and they would share the bandwidth with the first screen.
   */
  eagerPhotos?: number;
}

/**
 * Waits for the first render's first-screen photos; `settle(id)` is each one's load or error
 * handler (a photo may load again, e.g. another `srcset` size: it counts once). Cards added later
 * (the next page) never wait.
 */
function useFirstScreenPhotos(profiles: readonly ProfileCardData[], eagerPhotos: number) {
  const waiting = useRef<Set<number> | null>(null);
  if (waiting.current === null)
    waiting.current = new Set(
      profiles
        .slice(0, eagerPhotos)
        .filter((profile) => profile.main_image)
        .map((profile) => profile.id),
    );
  const [done, setDone] = useState(waiting.current.size === 0);
  const settle = useCallback((id: number) => {
    const pending = waiting.current!;
    if (pending.delete(id) && pending.size === 0) setDone(true);
  }, []);
  useEffect(() => {
    if (done) return undefined;
    const timer = setTimeout(() => setDone(true), FIRST_SCREEN_WAIT_MS);
    return () => clearTimeout(timer);
  }, [done]);
  return { done, settle };
}

/** Member cards in the responsive grid, each opening the member's profile. */
export function ProfileCardGrid({
  profiles,
  fictionalLabel,
  ref,
  'aria-label': label,
  eagerPhotos = 0,
}: ProfileCardGridProps) {
  const firstScreen = useFirstScreenPhotos(profiles, eagerPhotos);
  // One translator for all the cards, and each distinct word looked up once (card-labels.ts).
  const { t, i18n } = useTranslation(NAMESPACE);
  const labels = useMemo(() => createCardLabels(t, i18n.language), [t, i18n.language]);
  // The cards' props stay the same when the first screen has loaded (only the context changes),
  // so the memoised cards do not render again: only their waiting photos do.
  return (
    <LaterPhotosAllowed.Provider value={firstScreen.done}>
      <ProfileGrid ref={ref} aria-label={label}>
        {profiles.map((profile, index) => (
          <li key={profile.id}>
            <ProfileCard
              profile={profile}
              fictionalLabel={fictionalLabel}
              labels={labels}
              photoLoading={index < eagerPhotos ? (index === 0 ? 'first' : 'eager') : 'later'}
              onPhotoSettled={index < eagerPhotos ? firstScreen.settle : undefined}
            />
          </li>
        ))}
      </ProfileGrid>
    </LaterPhotosAllowed.Provider>
  );
}
