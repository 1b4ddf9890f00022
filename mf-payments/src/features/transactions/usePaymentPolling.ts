import type { PaymentState } from '@amora/contracts';
import { usePlatform } from '@amora/ui';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { fetchPaymentState, paymentsKeys, refreshUser } from '../../api/payments';

/** The first polls come every 2 s: most payments settle within seconds of the return. */
export const POLL_FIRST_MS = 2_000;
/** Polls at the first pace before backing off. */
const POLL_FAST_ROUNDS = 10;
/** The slowest pace of a payment that takes long (a bank transfer, a slow webhook). */
export const POLL_MAX_MS = 15_000;
/** After this the page stops asking and says the payment is still being processed. */
export const POLL_GIVE_UP_MS = 5 * 60_000;

/** Delay before poll number `round` (1-based): 2 s ten times, then ×1.5 each time up to 15 s. */
export function pollDelay(round: number): number {
  if (round <= POLL_FAST_ROUNDS) return POLL_FIRST_MS;
  return Math.min(POLL_MAX_MS, Math.round(POLL_FIRST_MS * 1.5 ** (round - POLL_FAST_ROUNDS)));
}

export interface PaymentPolling {
  query: UseQueryResult<PaymentState>;
  /** Still pending after POLL_GIVE_UP_MS: polling stopped until the member asks again. */
  gaveUp: boolean;
  checkAgain: () => void;
}

/**
 * One payment's state, asked again while it is pending (the member may be back before the
 * provider's webhook). When it completes, the member is read again so the top bar shows the new
 * credits and premium, and the statement and offer (last order) reload.
 */
export function usePaymentPolling(id: number): PaymentPolling {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  const [round, setRound] = useState(0);
  const [gaveUp, setGaveUp] = useState(false);
  const query = useQuery({
    queryKey: paymentsKeys.payment(id),
    queryFn: ({ signal }) => fetchPaymentState(platform.http, id, signal),
    refetchInterval: (q) =>
      !gaveUp && q.state.data?.status === 'pending' ? pollDelay(q.state.dataUpdateCount) : false,
    // A payment's state changes on the server only: no refetch on focus of a settled one.
    refetchOnWindowFocus: (q) => q.state.data?.status === 'pending',
  });

  useEffect(() => {
    const timer = setTimeout(() => setGaveUp(true), POLL_GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, [id, round]);

  const refreshed = useRef<number | null>(null);
  const status = query.data?.status;
  useEffect(() => {
    if (status !== 'completed' || refreshed.current === id) return;
    refreshed.current = id;
    void refreshUser(platform);
    void queryClient.invalidateQueries({ queryKey: paymentsKeys.statement() });
    void queryClient.invalidateQueries({ queryKey: ['payments', 'offer'] });
  }, [status, id, platform, queryClient]);

  const checkAgain = () => {
    setGaveUp(false);
    setRound((n) => n + 1);
    void query.refetch();
  };
  return { query, gaveUp: gaveUp && status === 'pending', checkAgain };
}
