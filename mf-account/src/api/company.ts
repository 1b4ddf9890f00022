import type { CompanyInfo, CompanyInfoResponse } from '@amora/contracts';
import { usePlatform } from '@amora/ui';
import { useQuery } from '@tanstack/react-query';

export const companyInfoQueryKey = () => ['companyinfo'] as const;

/**
 * `GET /api/companyinfo.php`: the operating company of this site (legal name, address,
 * registration and VAT numbers). It does not change while a page is open, so it is fetched once
 * and kept for the life of the page.
 */
export function useCompanyInfo() {
  const { http } = usePlatform();
  return useQuery({
    queryKey: companyInfoQueryKey(),
    queryFn: ({ signal }): Promise<CompanyInfo> =>
      http.get<CompanyInfoResponse>('/api/companyinfo.php', { signal }).then((response) => response.company),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
