import type { DiscountCode } from '@amora/contracts';
import { usePlatform } from '@amora/ui';
import { useQuery } from '@tanstack/react-query';
import { fetchDiscountCode, paymentsKeys } from '../../api/payments';
import { useTimeBonus } from '../time-bonus/useTimeBonus';

export interface OrderDiscount {
  /** The code that applies to the order: the typed one when it is valid, else the welcome bonus. */
  discount: DiscountCode | null;
  source: 'code' | 'welcome' | null;
  /** The typed code's lookup: its failure is shown at the field. */
  lookup: ReturnType<typeof useDiscountLookup>;
  /** Seconds left of the welcome bonus (shown beside it); null for a typed code. */
  secondsLeft: number | null;
}

function useDiscountLookup(code: string | null) {
  const { http } = usePlatform();
  return useQuery({
    queryKey: paymentsKeys.discount(code ?? ''),
    queryFn: () => fetchDiscountCode(http, code ?? ''),
    enabled: Boolean(code),
    // 'Code invalid', not found, used: asking again gives the same answer.
    retry: false,
    staleTime: 60_000,
  });
}

/**
 * The discount of the order being put together: a code the member typed (kept in the URL as
 * `?code=`), or else the welcome discount while the time bonus runs. One code per order, as the
 * server takes one `discount_code`.
 */
export function useOrderDiscount(code: string | null): OrderDiscount {
  const lookup = useDiscountLookup(code);
  const bonus = useTimeBonus();
  if (code && lookup.data && !lookup.data.expired)
    return { discount: lookup.data, source: 'code', lookup, secondsLeft: null };
  if (bonus.visible && bonus.discount)
    return { discount: bonus.discount, source: 'welcome', lookup, secondsLeft: bonus.secondsLeft };
  return { discount: null, source: null, lookup, secondsLeft: null };
}
