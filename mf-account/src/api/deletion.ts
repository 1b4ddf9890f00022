import type { DeleteAccountBody, DeleteAccountResponse, EmailBody, OkResponse } from '@amora/contracts';
import { usePlatform } from '@amora/ui';
import { useMutation } from '@tanstack/react-query';

/** `POST /api/account-delete.php`: the account becomes pending deletion and the session ends. */
export function useDeleteAccount() {
  const { http } = usePlatform();
  return useMutation({
    mutationFn: (body: DeleteAccountBody) =>
      http.post<DeleteAccountResponse>('/api/account-delete.php', { body }),
  });
}

/** `POST /api/reactivate.php`: mails a reactivation link; the same answer for any address. */
export function useRequestReactivation() {
  const { http } = usePlatform();
  return useMutation({
    mutationFn: (body: EmailBody) => http.post<OkResponse>('/api/reactivate.php', { body }),
  });
}
