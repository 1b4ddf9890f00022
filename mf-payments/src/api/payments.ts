import type {
  CreatePaymentRequest,
  CreatePaymentResponse,
  CreditsResponse,
  DiscountCode,
  PaymentState,
  PlatformProps,
  PricesResponse,
  TransactionsResponse,
} from '@amora/contracts';
import { userQuery } from '@amora/platform';
import { usePlatform, useSession } from '@amora/ui';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';

/*
 * The payments calls (docs/api/payments.md): the offer, one payment's state, the statement and
 * discount codes. Every key starts with ['payments'] so one invalidation reloads the area.
 */
export const paymentsKeys = {
  all: () => ['payments'] as const,
  offer: (country: string | null) => ['payments', 'offer', country ?? 'own'] as const,
  prices: (country: string | null) => ['payments', 'prices', country ?? 'default'] as const,
  payment: (id: number) => ['payments', 'payment', id] as const,
  statement: () => ['payments', 'statement'] as const,
  discount: (code: string) => ['payments', 'discount', code.toUpperCase()] as const,
  /** Per member: a new login must not see the previous member's bonus. */
  welcome: (memberId: number) => ['payments', 'welcome', memberId] as const,
};

/** `GET /api/credits.php?country=`: bundles, methods of the payment country, the last order. */
export function useCreditsOffer(country: string | null, enabled = true) {
  const { http } = usePlatform();
  return useQuery({
    queryKey: paymentsKeys.offer(country),
    queryFn: ({ signal }) =>
      http.get<CreditsResponse>('/api/credits.php', { query: { country: country ?? undefined }, signal }),
    enabled,
    // Another country's methods load while the previous list stays on screen.
    placeholderData: (previous) => previous,
  });
}

/**
 * `GET /api/prices.php?country=`: the site's public price list (no session needed): bundles in the
 * country's currency, the countries to switch to and what things cost in credits. Without a
 * country the server picks the visitor's, else the site's default.
 */
export function usePublicPrices(country: string | null, enabled = true) {
  const { http } = usePlatform();
  return useQuery({
    queryKey: paymentsKeys.prices(country),
    queryFn: ({ signal }) =>
      http.get<PricesResponse>('/api/prices.php', { query: { country: country ?? undefined }, signal }),
    enabled,
    // The previous country's list stays on screen while the next one loads.
    placeholderData: (previous) => previous,
    staleTime: 5 * 60_000,
  });
}

/** `POST /api/payments.php`: creates the payment (or answers the one made with the same client_key). */
export function useCreatePayment() {
  const { http } = usePlatform();
  return useMutation({
    mutationFn: (body: CreatePaymentRequest) =>
      http.post<CreatePaymentResponse>('/api/payments.php', { body }),
  });
}

/** `GET /api/transactions.php?id=`: one payment's state; polling is the caller's (usePaymentPolling). */
export function fetchPaymentState(http: PlatformProps['http'], id: number, signal?: AbortSignal) {
  return http.get<PaymentState>('/api/transactions.php', { query: { id }, signal });
}

/** `GET /api/transactions.php?before=`: the member's statement, newest first, page by page. */
export function useStatement() {
  const { http } = usePlatform();
  return useInfiniteQuery({
    queryKey: paymentsKeys.statement(),
    queryFn: ({ pageParam, signal }) =>
      http.get<TransactionsResponse>('/api/transactions.php', { query: { before: pageParam }, signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
  });
}

/** `GET /api/discountcode.php?code=`: a code the member typed, checked by the server. */
export function fetchDiscountCode(http: PlatformProps['http'], code: string) {
  return http.get<DiscountCode>('/api/discountcode.php', { query: { code } });
}

/** The welcome discount with the moment it ends on this device's clock. */
export interface WelcomeDiscount {
  discount: DiscountCode;
  /** Date.now() value at which the bonus ends: now + `validity` when the answer arrived (no clock skew). */
  endsAt: number;
}

/**
 * `GET /api/discountcode.php?welcome=true`: the time bonus, or null when the member has none
 * (paid, too late, used). The spec says a failure is silently ignored, so any refusal is null.
 * Shared by the banner, the modal and the credits page through the one query client.
 */
export function useWelcomeDiscount() {
  const { http } = usePlatform();
  const { user } = useSession();
  const eligible = Boolean(user && !user.paid_user);
  return useQuery({
    queryKey: paymentsKeys.welcome(user?.id ?? 0),
    queryFn: async ({ signal }): Promise<WelcomeDiscount | null> => {
      try {
        const discount = await http.get<DiscountCode | null>('/api/discountcode.php', {
          query: { welcome: 'true' },
          signal,
        });
        if (!discount || discount.expired || discount.status !== 'active') return null;
        const endsAt = discount.validity === null ? Infinity : Date.now() + discount.validity * 1000;
        return { discount, endsAt };
      } catch {
        return null;
      }
    },
    enabled: eligible,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/**
 * `GET /api/user.php` again through the shared ['user'] query, which the session store follows
 * (ADR 0010): the top bar shows the new credits and premium. Best effort; the shell's regular
 * refresh catches up after a failure.
 */
export async function refreshUser(platform: PlatformProps): Promise<void> {
  try {
    await platform.queryClient.fetchQuery({ ...userQuery(platform.http), staleTime: 0 });
  } catch {
    // The next regular refresh of the shell brings the credits.
  }
}
