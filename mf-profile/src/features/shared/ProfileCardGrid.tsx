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
}

/** Member cards in the responsive grid, each opening the member's profile. */
export function ProfileCardGrid({
  profiles,
  fictionalLabel,
  ref,
  'aria-label': label,
}: ProfileCardGridProps) {
  return (
    <ProfileGrid ref={ref} aria-label={label}>
      {profiles.map((profile) => (
        <li key={profile.id}>
          <ProfileCard profile={profile} fictionalLabel={fictionalLabel} />
        </li>
      ))}
    </ProfileGrid>
  );
}
