import type {
  ChangePasswordBody,
  EmailBody,
  OkResponse,
  ResetPasswordDoBody,
  TokenBody,
} from '@amora/contracts';
import { usePlatform } from '@amora/ui';
import { useMutation, useQuery } from '@tanstack/react-query';

/** `POST /api/reset-password.php`: mails a reset link; the answer is the same for any address. */
export function useRequestPasswordReset() {
  const { http } = usePlatform();
  return useMutation({
    mutationFn: (body: EmailBody) => http.post<OkResponse>('/api/reset-password.php', { body }),
  });
}

/**
 * `POST /api/reset-password-check.php`: whether the link's token still works, before the form is
 * shown (spends nothing). Not retried: a refusal is the answer, not a hiccup.
 */
export function useResetTokenCheck(token: string) {
  const { http } = usePlatform();
  return useQuery({
    queryKey: ['account', 'reset-token', token] as const,
    queryFn: () =>
      http.post<OkResponse>('/api/reset-password-check.php', { body: { token } satisfies TokenBody }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** `POST /api/reset-password-do.php`: sets the new password from the link; all sessions end. */
export function useResetPassword() {
  const { http } = usePlatform();
  return useMutation({
    mutationFn: (body: ResetPasswordDoBody) => http.post<OkResponse>('/api/reset-password-do.php', { body }),
  });
}

/** `POST /api/password.php`: the logged-in member changes the password; other sessions end. */
export function useChangePassword() {
  const { http } = usePlatform();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => http.post<OkResponse>('/api/password.php', { body }),
  });
}
