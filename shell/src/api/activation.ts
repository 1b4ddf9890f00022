import type { HttpClient, OkResponse } from '@amora/contracts';
import { usePlatform } from '@amora/ui';
import { useMutation } from '@tanstack/react-query';

/** `POST /api/activation-resend.php`: mails the activation link again to the logged-in member. */
export function resendActivation(http: HttpClient): Promise<OkResponse> {
  return http.post<OkResponse>('/api/activation-resend.php', { body: {} });
}

export function useResendActivation() {
  const { http } = usePlatform();
  return useMutation({ mutationFn: () => resendActivation(http) });
}
