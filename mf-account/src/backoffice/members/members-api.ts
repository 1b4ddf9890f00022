import type {
  CreditAdjustmentBody,
  CreditAdjustmentResult,
  StaffMember,
  StaffMemberSummary,
} from '@amora/contracts';
import { useBackofficePlatform } from '@amora/ui/backoffice';
import { useMutation, useQuery } from '@tanstack/react-query';

export const memberQueryKeys = {
  search: (q: string, reason: string) => ['staff', 'members', 'search', q, reason] as const,
  one: (id: number) => ['staff', 'members', 'one', id] as const,
};

/** `GET /api/staff/members?q=&reason=`: each search is audited with its reason. */
export function useMemberSearch(search: { q: string; reason: string } | null) {
  const { http } = useBackofficePlatform();
  return useQuery({
    queryKey: memberQueryKeys.search(search?.q ?? '', search?.reason ?? ''),
    enabled: search !== null,
    // A look-up is an audited act: asked for once, never again in the background.
    staleTime: Infinity,
    retry: false,
    queryFn: ({ signal }) =>
      http.get<{ members: StaffMemberSummary[] }>('/api/staff/members', { query: { ...search! }, signal }),
  });
}

/** `GET /api/staff/members/{id}?reason=`. */
export function useMember(id: number, reason: string | null) {
  const { http } = useBackofficePlatform();
  return useQuery({
    queryKey: memberQueryKeys.one(id),
    enabled: reason !== null,
    staleTime: Infinity,
    retry: false,
    queryFn: ({ signal }) =>
      http.get<StaffMember>(`/api/staff/members/${id}`, { query: { reason: reason! }, signal }),
  });
}

export type MemberAction = 'activation' | 'email' | 'sessions/end' | 'suspend';

/** One support action (`POST /api/staff/members/{id}/{action}`); the page is read again after it. */
export function useMemberAction(id: number, action: MemberAction, reason: string) {
  const { http, queryClient } = useBackofficePlatform();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      http.post<{ ok: true; sessions_ended?: number; decision?: string }>(
        `/api/staff/members/${id}/${action}`,
        {
          body,
        },
      ),
    onSuccess: async () => {
      const member = await http.get<StaffMember>(`/api/staff/members/${id}`, {
        query: { reason },
      });
      queryClient.setQueryData(memberQueryKeys.one(id), member);
    },
  });
}

/**
 * Finance's manual adjustment (`POST /api/staff/members/{id}/credits`, ledger kind `adjustment`);
 * the body's key makes a retried or doubled submit one adjustment. The page is read again after
 * it, so the balance and the statement show the new row.
 */
export function useCreditAdjustment(id: number, reason: string) {
  const { http, queryClient } = useBackofficePlatform();
  return useMutation({
    mutationFn: (body: CreditAdjustmentBody) =>
      http.post<CreditAdjustmentResult>(`/api/staff/members/${id}/credits`, { body }),
    onSuccess: async () => {
      try {
        const member = await http.get<StaffMember>(`/api/staff/members/${id}`, { query: { reason } });
        queryClient.setQueryData(memberQueryKeys.one(id), member);
      } catch {
        // The adjustment is made either way: a failed re-read must not report it as failed.
      }
    },
  });
}
