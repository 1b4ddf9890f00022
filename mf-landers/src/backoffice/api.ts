import {
  LANDER_IMAGE_FIELD,
  type HttpClient,
  type LanderChange,
  type LanderFunnel,
  type LanderPreviewBody,
  type LanderPreviewCreated,
  type LanderStatus,
  type LanderVariant,
  type LanderVariantInput,
  type StaffLanderImage,
} from '@amora/contracts';
import { useBackofficePlatform } from '@amora/ui/backoffice';
import { useMutation, useQuery } from '@tanstack/react-query';

export const landerQueryKeys = {
  all: () => ['staff', 'landers'] as const,
  variants: () => ['staff', 'landers', 'variants'] as const,
  funnel: (from: string, to: string) => ['staff', 'landers', 'funnel', from, to] as const,
};

/** `GET /api/staff/landers`: every variant, with its state and weight. */
export function useVariants() {
  const { http } = useBackofficePlatform();
  return useQuery({
    queryKey: landerQueryKeys.variants(),
    queryFn: ({ signal }) => http.get<{ variants: LanderVariant[] }>('/api/staff/landers', { signal }),
  });
}

/** `POST /api/staff/landers`: creates or edits a variant (audited); the list is read again. */
export function usePublishVariant() {
  const { http, queryClient } = useBackofficePlatform();
  return useMutation({
    mutationFn: (body: LanderVariantInput) => http.post<LanderChange>('/api/staff/landers', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: landerQueryKeys.all() }),
  });
}

/** `POST /api/staff/landers/{key}/state`: pause, resume or weight (audited). */
export function usePatchVariant() {
  const { http, queryClient } = useBackofficePlatform();
  return useMutation({
    mutationFn: ({ key, ...body }: { key: string; status?: LanderStatus; weight?: number }) =>
      http.post<LanderChange>(`/api/staff/landers/${encodeURIComponent(key)}/state`, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: landerQueryKeys.all() }),
  });
}

/** `POST /api/staff/landers/previews`: a link to the lean page showing the draft, staff only. */
export function useCreatePreview() {
  const { http } = useBackofficePlatform();
  return useMutation({
    mutationFn: (body: LanderPreviewBody) =>
      http.post<LanderPreviewCreated>('/api/staff/landers/previews', { body }),
  });
}

/** `POST /api/staff/landers/images` (multipart, audited): stores one image for the draft, with progress. */
export function uploadLanderImage(
  http: HttpClient,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<StaffLanderImage> {
  const body = new FormData();
  body.append(LANDER_IMAGE_FIELD, file);
  return http.upload<StaffLanderImage>('/api/staff/landers/images', { body, onProgress, signal });
}

/** `GET /api/staff/landers/funnel?from=&to=`. */
export function useFunnel(from: string, to: string) {
  const { http } = useBackofficePlatform();
  return useQuery({
    queryKey: landerQueryKeys.funnel(from, to),
    queryFn: ({ signal }) =>
      http.get<LanderFunnel>('/api/staff/landers/funnel', { query: { from, to }, signal }),
    enabled: Boolean(from && to),
  });
}

/** The funnel's CSV: a plain link (the staff cookie goes with it), saved by the browser. */
export function funnelCsvUrl(from: string, to: string): string {
  return `/api/staff/landers/funnel?${new URLSearchParams({ from, to, format: 'csv' }).toString()}`;
}
