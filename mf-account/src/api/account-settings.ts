import type {
  AccountSettings,
  AccountSettingsResponse,
  AccountSettingsUpdate,
  ChangeEmailBody,
  OkResponse,
  TokenBody,
  UserResponse,
} from '@amora/contracts';
import { userQuery } from '@amora/platform';
import { usePlatform } from '@amora/ui';
import { useMutation, useQuery } from '@tanstack/react-query';

const SETTINGS_URL = '/api/account-settings.php';

/** The member's account settings (e-mail notifications, invisible and privacy mode). */
export const accountSettingsKey = () => ['account', 'settings'] as const;
const updateSettingsKey = () => ['account', 'settings', 'update'] as const;

/** `GET /api/account-settings.php`, only while someone is logged in. */
export function useAccountSettings(enabled: boolean) {
  const { http } = usePlatform();
  return useQuery({
    queryKey: accountSettingsKey(),
    queryFn: async ({ signal }) =>
      (await http.get<AccountSettingsResponse>(SETTINGS_URL, { signal })).settings,
    enabled,
  });
}

/** The settings with an update applied, as the server will store them. */
export function applySettingsUpdate(
  settings: AccountSettings,
  update: AccountSettingsUpdate,
): AccountSettings {
  return {
    ...settings,
    email_notifications: { ...settings.email_notifications, ...update.email_notifications },
    invisible: update.invisible ?? settings.invisible,
    privacy: update.privacy ?? settings.privacy,
  };
}

/** The update that puts back what `update` changed, and only that (other toggles may be in flight). */
function undoOf(settings: AccountSettings, update: AccountSettingsUpdate): AccountSettingsUpdate {
  const undo: AccountSettingsUpdate = {};
  if (update.email_notifications) {
    const keys = Object.keys(update.email_notifications) as Array<
      keyof AccountSettings['email_notifications']
    >;
    undo.email_notifications = Object.fromEntries(
      keys.map((key) => [key, settings.email_notifications[key]]),
    );
  }
  if (update.invisible !== undefined) undo.invisible = settings.invisible;
  if (update.privacy !== undefined) undo.privacy = settings.privacy;
  return undo;
}

/**
 * `PUT /api/account-settings.php`, optimistic: the switch moves at once and moves back if the
 * server refuses. Each change sends only its own field, so quick successive toggles do not undo
 * each other.
 */
export function useUpdateAccountSettings() {
  const { http, queryClient } = usePlatform();
  return useMutation({
    mutationKey: updateSettingsKey(),
    mutationFn: (update: AccountSettingsUpdate) =>
      http.put<AccountSettingsResponse>(SETTINGS_URL, { body: update }),
    onMutate: async (update) => {
      await queryClient.cancelQueries({ queryKey: accountSettingsKey(), exact: true });
      const current = queryClient.getQueryData<AccountSettings>(accountSettingsKey());
      if (!current) return { undo: null };
      queryClient.setQueryData(accountSettingsKey(), applySettingsUpdate(current, update));
      return { undo: undoOf(current, update) };
    },
    onError: (_error, _update, context) => {
      const undo = context?.undo;
      if (undo)
        queryClient.setQueryData<AccountSettings>(accountSettingsKey(), (settings) =>
          settings ? applySettingsUpdate(settings, undo) : settings,
        );
    },
    onSuccess: ({ settings }) => {
      // An answer to an earlier change must not overwrite a later change still on its way.
      if (queryClient.isMutating({ mutationKey: updateSettingsKey() }) <= 1)
        queryClient.setQueryData(accountSettingsKey(), settings);
    },
  });
}

/**
 * The member asks for e-mails again after a spam mark, a bounce or an unsubscribe: clears
 * `notifications_disabled`, then reads the member again so the shell's banner goes away too.
 */
export function useReenableNotifications() {
  const { http, queryClient } = usePlatform();
  return useMutation({
    mutationFn: async () => {
      const { settings } = await http.put<AccountSettingsResponse>(SETTINGS_URL, {
        body: { reenable_notifications: true } satisfies AccountSettingsUpdate,
      });
      queryClient.setQueryData(accountSettingsKey(), settings);
      // A fetch of the shared ['user'] query: the session store follows it (ADR 0010).
      await queryClient.fetchQuery({ ...userQuery(http), staleTime: 0 });
    },
  });
}

/** `POST /api/mail-change.php`: sends a confirmation link to the new address. */
export function useChangeEmail() {
  const { http } = usePlatform();
  return useMutation({
    mutationFn: (body: ChangeEmailBody) => http.post<OkResponse>('/api/mail-change.php', { body }),
  });
}

/** `POST /api/mail-change-do.php`: confirms the new address from the link in the e-mail. */
export function useConfirmMailChange() {
  const { http, queryClient, session } = usePlatform();
  return useMutation({
    mutationFn: (body: TokenBody) => http.post<UserResponse>('/api/mail-change-do.php', { body }),
    onSuccess: ({ user }) => {
      // Null when the link is opened in a browser where the member is not logged in.
      if (user) session.setUser(user);
      void queryClient.invalidateQueries({ queryKey: accountSettingsKey() });
    },
  });
}
