import type { PushPreferences, PushPreferencesResponse, PushPreferencesUpdate } from '@amora/contracts';
import { usePlatform } from '@amora/ui';
import { useMutation, useQuery } from '@tanstack/react-query';

const PREFERENCES_URL = '/api/push-preferences.php';

/** The member's push choices (the same on every device). */
export const pushPreferencesKey = () => ['account', 'push-preferences'] as const;
const updateKey = () => ['account', 'push-preferences', 'update'] as const;

/** `GET /api/push-preferences.php`. */
export function usePushPreferences() {
  const { http } = usePlatform();
  return useQuery({
    queryKey: pushPreferencesKey(),
    queryFn: async ({ signal }) =>
      (await http.get<PushPreferencesResponse>(PREFERENCES_URL, { signal })).preferences,
  });
}

/** The preferences with an update applied, as the server will store them. */
export function applyPushUpdate(
  preferences: PushPreferences,
  update: PushPreferencesUpdate,
): PushPreferences {
  return {
    messages: update.messages ?? preferences.messages,
    likes: update.likes ?? preferences.likes,
    matches: update.matches ?? preferences.matches,
    previews: update.previews ?? preferences.previews,
    quiet_hours: update.quiet_hours === undefined ? preferences.quiet_hours : update.quiet_hours,
    time_zone: update.time_zone ?? preferences.time_zone,
  };
}

/** The update that puts back what `update` changed, and only that. */
function undoOf(preferences: PushPreferences, update: PushPreferencesUpdate): PushPreferencesUpdate {
  const keys = Object.keys(update) as Array<keyof PushPreferencesUpdate>;
  return Object.fromEntries(keys.map((key) => [key, preferences[key]])) as PushPreferencesUpdate;
}

/**
 * `POST /api/push-preferences.php`, optimistic like the e-mail switches: the switch moves at
 * once and back if the server refuses; each change sends only its own field.
 */
export function useUpdatePushPreferences() {
  const { http, queryClient } = usePlatform();
  return useMutation({
    mutationKey: updateKey(),
    mutationFn: (update: PushPreferencesUpdate) =>
      http.post<PushPreferencesResponse>(PREFERENCES_URL, { body: update }),
    onMutate: async (update) => {
      await queryClient.cancelQueries({ queryKey: pushPreferencesKey(), exact: true });
      const current = queryClient.getQueryData<PushPreferences>(pushPreferencesKey());
      if (!current) return { undo: null };
      queryClient.setQueryData(pushPreferencesKey(), applyPushUpdate(current, update));
      return { undo: undoOf(current, update) };
    },
    onError: (_error, _update, context) => {
      const undo = context?.undo;
      if (undo)
        queryClient.setQueryData<PushPreferences>(pushPreferencesKey(), (preferences) =>
          preferences ? applyPushUpdate(preferences, undo) : preferences,
        );
    },
    onSuccess: ({ preferences }) => {
      if (queryClient.isMutating({ mutationKey: updateKey() }) <= 1)
        queryClient.setQueryData(pushPreferencesKey(), preferences);
    },
  });
}
