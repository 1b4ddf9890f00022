import type { Ref } from 'react';
import { ProfileCard, type ProfileCardData } from './ProfileCard';
import { ProfileGrid } from './ProfileGrid';

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
   * for layout before it is even requested. The rest load as they near the screen.
   */
  eagerPhotos?: number;
}

/** Member cards in the responsive grid, each opening the member's profile. */
export function ProfileCardGrid({
  profiles,
  fictionalLabel,
  ref,
  'aria-label': label,
  eagerPhotos = 0,
}: ProfileCardGridProps) {
  return (
    <ProfileGrid ref={ref} aria-label={label}>
      {profiles.map((profile, index) => (
        <li key={profile.id}>
          <ProfileCard
            profile={profile}
            fictionalLabel={fictionalLabel}
            photoLoading={index === 0 && eagerPhotos > 0 ? 'first' : index < eagerPhotos ? 'eager' : 'lazy'}
          />
        </li>
      ))}
    </ProfileGrid>
  );
}
