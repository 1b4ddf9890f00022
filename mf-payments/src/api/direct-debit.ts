import type {
  DirectDebitMandateRequest,
  DirectDebitState,
  SendSmsCodeRequest,
  SendSmsCodeResponse,
} from '@amora/contracts';
import { usePlatform } from '@amora/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentsKeys } from './payments';

/* The direct-debit calls (docs/api/direct-debit.md); keys under ['payments'] like the area's others. */

const URL = '/api/directdebit.php';
export const directDebitKey = () => [...paymentsKeys.all(), 'direct-debit'] as const;

/** `GET /api/directdebit.php`: the active mandate (IBAN masked), the block and the limit left. */
export function useDirectDebitState(enabled: boolean) {
  const { http } = usePlatform();
  return useQuery({
    queryKey: directDebitKey(),
    queryFn: ({ signal }) => http.get<DirectDebitState>(URL, { signal }),
    enabled,
  });
}

/** `POST /api/directdebit.php?action=send-code`: texts a confirmation code to the number. */
export function useSendSmsCode() {
  const { http } = usePlatform();
  return useMutation({
    mutationFn: (body: SendSmsCodeRequest) =>
      http.post<SendSmsCodeResponse>(URL, { query: { action: 'send-code' }, body }),
  });
}

/** `POST /api/directdebit.php`: stores the mandate; the answer replaces the cached state. */
export function useStoreMandate() {
  const { http } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DirectDebitMandateRequest) => http.post<DirectDebitState>(URL, { body }),
    onSuccess: (state) => queryClient.setQueryData(directDebitKey(), state),
  });
}
