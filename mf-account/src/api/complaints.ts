import type { ComplaintBody, ComplaintResponse } from '@amora/contracts';
import { usePlatform } from '@amora/ui';
import { useMutation } from '@tanstack/react-query';

/** `POST /api/complaints.php`: files a complaint; the answer carries its reference. */
export function useSubmitComplaint() {
  const { http } = usePlatform();
  return useMutation({
    mutationFn: (body: ComplaintBody) => http.post<ComplaintResponse>('/api/complaints.php', { body }),
  });
}
