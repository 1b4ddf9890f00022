import type {
  HttpClient,
  StaffAuditEntry,
  StaffCreateBody,
  StaffCreated,
  StaffRole,
  StaffSummary,
} from '@amora/contracts';

export interface AuditFilters {
  staff_id?: string;
  action?: string;
  target_type?: string;
  target_id?: string;
}

export interface AuditPage {
  entries: StaffAuditEntry[];
  next_before: number | null;
}

export const staffKeys = {
  list: ['staff', 'list'] as const,
  audit: (filters: AuditFilters) => ['staff', 'audit', filters] as const,
};

/** Empty filters are left out: the server validates what it gets. */
function withoutEmpty(filters: AuditFilters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value && value.trim() !== ''),
  ) as Record<string, string>;
}

/** The admin's staff calls (docs/api/staff.md). */
export function staffApi(http: HttpClient) {
  return {
    list: () => http.get<{ staff: StaffSummary[] }>('/api/staff/staff').then((answer) => answer.staff),
    create: (body: StaffCreateBody) => http.post<StaffCreated>('/api/staff/staff', { body }),
    disable: (id: number, reason: string) =>
      http.post<StaffSummary>(`/api/staff/staff/${id}/disable`, { body: { reason } }),
    reset: (id: number) => http.post<StaffCreated>(`/api/staff/staff/${id}/reset`),
    audit: (filters: AuditFilters, before?: number) =>
      http.get<AuditPage>('/api/staff/audit', {
        query: { ...withoutEmpty(filters), ...(before ? { before } : {}) },
      }),
  };
}

export type { StaffRole };
