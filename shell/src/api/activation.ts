import type { HttpClient, OkResponse } from '@amora/contracts';
import { useMutation } from '@tanstack/react-query';
import { usePlatform } from '../platform/PlatformContext';

/** `POST /api/activation-resend.php`: mails the activation link again to the logged-in member. */
export function resendActivation(http: HttpClient): Promise<OkResponse> {
  return http.post<OkResponse>('/api/activation-resend.php', { body: {} });
}

export function useResendActivation() {
  const { http } = usePlatform();
  return useMutation({ mutationFn: () => resendActivation(http) });
}
