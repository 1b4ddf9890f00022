import type { ComplaintStatus, StaffComplaint } from '@amora/contracts';
import { useBackofficePlatform } from '@amora/ui/backoffice';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';

interface ComplaintList {
  complaints: StaffComplaint[];
  next_cursor: string | null;
}

export const complaintQueryKeys = {
  all: () => ['staff', 'complaints'] as const,
  list: (status: ComplaintStatus) => ['staff', 'complaints', 'list', status] as const,
  one: (id: number) => ['staff', 'complaints', 'one', id] as const,
};

/** `GET /api/staff/complaints?status=`: open ones oldest first (a queue), the others newest first. */
export function useComplaints(status: ComplaintStatus) {
  const { http } = useBackofficePlatform();
  return useInfiniteQuery({
    queryKey: complaintQueryKeys.list(status),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      http.get<ComplaintList>('/api/staff/complaints', { query: { status, cursor: pageParam }, signal }),
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

/** `GET /api/staff/complaints/{id}` (the server audits the look at the complainant's data). */
export function useComplaint(id: number) {
  const { http } = useBackofficePlatform();
  return useQuery({
    queryKey: complaintQueryKeys.one(id),
    queryFn: ({ signal }) => http.get<StaffComplaint>(`/api/staff/complaints/${id}`, { signal }),
  });
}

/** `POST …/answer` (`{answer}`, e-mailed) or `POST …/close` (`{reason}`): the complaint as it is now. */
export function useComplaintStep(id: number, step: 'answer' | 'close') {
  const { http, queryClient } = useBackofficePlatform();
  return useMutation({
    mutationFn: (body: { answer: string } | { reason: string }) =>
      http.post<StaffComplaint>(`/api/staff/complaints/${id}/${step}`, { body }),
    onSuccess: (complaint) => {
      queryClient.setQueryData(complaintQueryKeys.one(id), complaint);
      void queryClient.invalidateQueries({ queryKey: ['staff', 'complaints', 'list'] });
    },
  });
}
