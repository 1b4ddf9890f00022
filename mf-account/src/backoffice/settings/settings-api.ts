import type {
  EditableSiteSettings,
  StaffSettingsVersion,
  StaffSiteList,
  StaffSiteSettings,
} from '@amora/contracts';
import { useBackofficePlatform } from '@amora/ui/backoffice';
import { useMutation, useQuery } from '@tanstack/react-query';

export const settingsQueryKeys = {
  sites: () => ['staff', 'sites'] as const,
  settings: (siteId: number) => ['staff', 'sites', siteId, 'settings'] as const,
  versions: (siteId: number) => ['staff', 'sites', siteId, 'versions'] as const,
};

/** `GET /api/staff/sites`. */
export function useSites() {
  const { http } = useBackofficePlatform();
  return useQuery({
    queryKey: settingsQueryKeys.sites(),
    queryFn: ({ signal }) => http.get<StaffSiteList>('/api/staff/sites', { signal }),
  });
}

/** `GET /api/staff/sites/{id}/settings`. */
export function useSiteSettings(siteId: number) {
  const { http } = useBackofficePlatform();
  return useQuery({
    queryKey: settingsQueryKeys.settings(siteId),
    queryFn: ({ signal }) => http.get<StaffSiteSettings>(`/api/staff/sites/${siteId}/settings`, { signal }),
  });
}

/** `GET /api/staff/sites/{id}/settings/versions`: newest first. */
export function useSettingsVersions(siteId: number) {
  const { http } = useBackofficePlatform();
  return useQuery({
    queryKey: settingsQueryKeys.versions(siteId),
    queryFn: ({ signal }) =>
      http.get<{ versions: StaffSettingsVersion[] }>(`/api/staff/sites/${siteId}/settings/versions`, {
        signal,
      }),
  });
}

/** After a change or a revert: the settings as the server now has them, and the versions anew. */
function useSettingsWrite<V>(siteId: number, write: (variables: V) => Promise<StaffSiteSettings>) {
  const { queryClient } = useBackofficePlatform();
  return useMutation({
    mutationFn: write,
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsQueryKeys.settings(siteId), settings);
      void queryClient.invalidateQueries({ queryKey: settingsQueryKeys.versions(siteId) });
    },
  });
}

/** `PUT /api/staff/sites/{id}/settings` with the changed settings and the reason. */
export function useChangeSettings(siteId: number) {
  const { http } = useBackofficePlatform();
  return useSettingsWrite(siteId, (body: { changes: Partial<EditableSiteSettings>; reason: string }) =>
    http.put<StaffSiteSettings>(`/api/staff/sites/${siteId}/settings`, { body }),
  );
}

/** `POST …/versions/{version}/revert`. */
export function useRevertSettings(siteId: number) {
  const { http } = useBackofficePlatform();
  return useSettingsWrite(siteId, ({ version, reason }: { version: number; reason: string }) =>
    http.post<StaffSiteSettings>(`/api/staff/sites/${siteId}/settings/versions/${version}/revert`, {
      body: { reason },
    }),
  );
}
