import type { ChangePasswordBody, EmailBody, OkResponse, ResetPasswordDoBody } from '@amora/contracts';
import { usePlatform } from '@amora/ui';
import { useMutation } from '@tanstack/react-query';

/** `POST /api/reset-password.php`: mails a reset link; the answer is the same for any address. */
export function useRequestPasswordReset() {
  const { http } = usePlatform();
  return useMutation({
    mutationFn: (body: EmailBody) => http.post<OkResponse>('/api/reset-password.php', { body }),
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
