import type {
  LiftRestrictionBody,
  ReportActionBody,
  ReportCaseDetail,
  ReportCaseStatus,
  ReportCaseSummary,
  ReportReason,
} from '@amora/contracts';
import { useBackofficePlatform } from '@amora/ui/backoffice';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';

export interface ReportFilters {
  status: ReportCaseStatus;
  reason: ReportReason | '';
}

interface CaseList {
  cases: ReportCaseSummary[];
  next_cursor: string | null;
}

export const reportQueryKeys = {
  all: () => ['staff', 'reports'] as const,
  list: (filters: ReportFilters) => ['staff', 'reports', 'list', filters] as const,
  case: (id: number) => ['staff', 'reports', 'case', id] as const,
};

/** `GET /api/staff/reports`: most severe, then oldest, first; one page per `next_cursor`. */
export function useReportCases(filters: ReportFilters) {
  const { http } = useBackofficePlatform();
  return useInfiniteQuery({
    queryKey: reportQueryKeys.list(filters),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      http.get<CaseList>('/api/staff/reports', {
        query: { status: filters.status, reason: filters.reason || undefined, cursor: pageParam },
        signal,
      }),
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

/** `GET /api/staff/reports/{id}`: the case with its evidence (the server audits the look). */
export function useReportCase(id: number) {
  const { http } = useBackofficePlatform();
  return useQuery({
    queryKey: reportQueryKeys.case(id),
    queryFn: ({ signal }) => http.get<ReportCaseDetail>(`/api/staff/reports/${id}`, { signal }),
  });
}

/** `POST /api/staff/reports/{id}/actions`; the case and the queue are read again afterwards. */
export function useReportAction(id: number) {
  const { http, queryClient } = useBackofficePlatform();
  return useMutation({
    mutationFn: (body: ReportActionBody) => http.post<unknown>(`/api/staff/reports/${id}/actions`, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportQueryKeys.all() }),
  });
}

/** `POST /api/staff/members/{id}/lift`: a restriction ended early; the cases are read again. */
export function useLiftRestriction(memberId: number) {
  const { http, queryClient } = useBackofficePlatform();
  return useMutation({
    mutationFn: (body: LiftRestrictionBody) =>
      http.post<unknown>(`/api/staff/members/${memberId}/lift`, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportQueryKeys.all() }),
  });
}
