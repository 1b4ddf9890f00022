import type {
  CreditAdjustmentBody,
  CreditAdjustmentResult,
  PaymentMethod,
  PaymentStatus,
  RefundBody,
  RefundResult,
  ReviewBody,
  StaffPayment,
  StaffPaymentDetail,
  StaffPaymentList,
} from '@amora/contracts';
import { useBackofficePlatform } from '@amora/ui/backoffice';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export interface PaymentFilters {
  member: string;
  status: PaymentStatus | '';
  method: PaymentMethod | '';
  provider_ref: string;
  from: string;
  to: string;
  review?: 'open';
}

export const paymentQueryKeys = {
  all: () => ['staff', 'payments'] as const,
  list: (filters: PaymentFilters) => ['staff', 'payments', 'list', filters] as const,
  detail: (id: number) => ['staff', 'payments', 'detail', id] as const,
};

/** `GET /api/staff/payments?…`: one page at a time (keyset), only the filters that are set. */
export function usePayments(filters: PaymentFilters) {
  const { http } = useBackofficePlatform();
  return useInfiniteQuery({
    queryKey: paymentQueryKeys.list(filters),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      http.get<StaffPaymentList>('/api/staff/payments', {
        query: {
          member: filters.member.trim() || undefined,
          status: filters.status || undefined,
          method: filters.method || undefined,
          provider_ref: filters.provider_ref.trim() || undefined,
          from: filters.from || undefined,
          to: filters.to || undefined,
          review: filters.review,
          cursor: pageParam,
        },
        signal,
      }),
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

/** `GET /api/staff/payments/{id}`: the payment, its provider events, ledger rows and refunds. */
export function usePaymentDetail(id: number) {
  const { http } = useBackofficePlatform();
  return useQuery({
    queryKey: paymentQueryKeys.detail(id),
    queryFn: ({ signal }) => http.get<StaffPaymentDetail>(`/api/staff/payments/${id}`, { signal }),
  });
}

/** After any change of money every payment list and page is stale. */
function useInvalidatePayments() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: paymentQueryKeys.all() });
}

export function useRefund(id: number) {
  const { http } = useBackofficePlatform();
  const invalidate = useInvalidatePayments();
  return useMutation({
    mutationFn: (body: RefundBody) => http.post<RefundResult>(`/api/staff/payments/${id}/refunds`, { body }),
    onSuccess: invalidate,
  });
}

export function useReviewDecision(id: number) {
  const { http } = useBackofficePlatform();
  const invalidate = useInvalidatePayments();
  return useMutation({
    mutationFn: (body: ReviewBody) =>
      http.post<{ payment: StaffPayment; replayed: boolean }>(`/api/staff/payments/${id}/review`, { body }),
    onSuccess: invalidate,
  });
}

export function useCreditAdjustment(memberId: number) {
  const { http } = useBackofficePlatform();
  const invalidate = useInvalidatePayments();
  return useMutation({
    mutationFn: (body: CreditAdjustmentBody) =>
      http.post<CreditAdjustmentResult>(`/api/staff/members/${memberId}/credits`, { body }),
    onSuccess: invalidate,
  });
}
