import type { DataExport, DataExportResponse } from '@amora/contracts';
import { usePlatform } from '@amora/ui';
import { useMutation, useQuery } from '@tanstack/react-query';

const EXPORT_URL = '/api/export.php';
/** While the archive is being made the section asks again this often (the job ticks every 2 s). */
const POLL_MS = 2_000;

export const dataExportKey = () => ['account', 'data-export'] as const;

const inProgress = (value: DataExport | null | undefined) =>
  value?.state === 'queued' || value?.state === 'running';

/** `GET /api/export.php`: the member's latest export; asked again while it is being made. */
export function useDataExport() {
  const { http } = usePlatform();
  return useQuery({
    queryKey: dataExportKey(),
    queryFn: async ({ signal }) => (await http.get<DataExportResponse>(EXPORT_URL, { signal })).export,
    refetchInterval: (query) => (inProgress(query.state.data) ? POLL_MS : false),
  });
}

/** `POST /api/export.php`: asks for a new export (409 `export_in_progress` while one is made). */
export function useStartDataExport() {
  const { http, queryClient } = usePlatform();
  return useMutation({
    mutationFn: () => http.post<DataExportResponse>(EXPORT_URL, { body: {} }),
    onSuccess: ({ export: started }) => queryClient.setQueryData(dataExportKey(), started),
    // Refused because one is already being made: show that one.
    onError: () => void queryClient.invalidateQueries({ queryKey: dataExportKey() }),
  });
}
