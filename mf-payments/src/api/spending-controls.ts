import type { SpendingControls, SpendingControlsUpdate } from '@amora/contracts';
import { usePlatform } from '@amora/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const KEY = ['payments', 'spending-controls'] as const;

/** `GET /api/spending-controls.php`: the member's caps, cool-off, statement e-mail and spending. */
export function useSpendingControls() {
  const { http } = usePlatform();
  return useQuery({ queryKey: KEY, queryFn: () => http.get<SpendingControls>('/api/spending-controls.php') });
}

/** `POST /api/spending-controls.php`: the answer is the new state, kept as the query's data. */
export function useUpdateSpendingControls() {
  const { http } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SpendingControlsUpdate) =>
      http.post<SpendingControls>('/api/spending-controls.php', { body }),
    onSuccess: (answer) => queryClient.setQueryData(KEY, answer),
  });
}
