import type { ListingPreferencesResponse, ListingPreferencesUpdate } from '@amora/contracts';
import { useMutation } from '@tanstack/react-query';
import { SwitchField } from '../SwitchField.js';
import { usePlatform } from '../area/usePlatform.js';
import { useSession } from '../area/useSession.js';

/**
 * The member's "real members only" as the listings key their caches by (`user.real_members_only`),
 * and its switch. The server stores it (`PUT /api/listing-preferences.php`) and applies it in the
 * search, match finder and swipe game queries; the answer goes into the session, so every listing
 * that keys by it asks again, in whichever area it was cached.
 */
export function useRealMembersOnly() {
  const { http, session } = usePlatform();
  const user = useSession().user;
  const mutation = useMutation({
    mutationFn: (on: boolean) =>
      http.put<ListingPreferencesResponse>('/api/listing-preferences.php', {
        body: { real_members_only: on } satisfies ListingPreferencesUpdate,
      }),
    onSuccess: ({ preferences }) => {
      const current = session.getState().user;
      if (current) session.setUser({ ...current, real_members_only: preferences.real_members_only });
    },
  });
  const saved = user?.real_members_only === true;
  return {
    /** Null for a visitor: nothing to remember, nothing to show. */
    on: user ? (mutation.isPending ? mutation.variables : saved) : null,
    set: (on: boolean) => mutation.mutate(on),
    busy: mutation.isPending,
    failed: mutation.isError,
  };
}

export interface RealMembersOnlySwitchProps {
  /** "Real members only", in the area's language. */
  label: string;
  /** What it does, read with the label. */
  hint?: string;
  /** Shown when the choice could not be saved. */
  failedText: string;
}

/** The switch for members; nothing for visitors. */
export function RealMembersOnlySwitch({ label, hint, failedText }: RealMembersOnlySwitchProps) {
  const { on, set, failed } = useRealMembersOnly();
  if (on === null) return null;
  return (
    <SwitchField
      name="real_members_only"
      label={label}
      hint={hint}
      checked={on}
      error={failed ? failedText : null}
      onChange={set}
    />
  );
}
