import type { HttpClient, LanderResponse, TrackingParams } from '@amora/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useLanderEnv } from '../features/lander/lander-env';

/** What a lander page asks the server for: the family (none on `/`), slug, member landing. */
export interface LanderRequest {
  family?: string;
  slug?: string;
  member?: string;
}

export type LanderState =
  { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; data: LanderResponse };

/**
 * `GET /api/lander.php` for this page, with the arrival's tracking parameters (attribution).
 * A plain request rather than a query hook: landers are the first page of a visitor from an ad
 * and load no query library of their own; the answer is per view (a visit id), never cached.
 */
export function useLander(request: LanderRequest): LanderState {
  const { http, tracking: arrival, takePrefetched } = useLanderEnv();
  const [state, setState] = useState<LanderState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const { family, slug, member } = request;

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    const tracking: TrackingParams = arrival ?? {};
    const query = { family, slug, member, ...tracking };
    const early = attempt === 0 ? (takePrefetched?.(query) as Promise<LanderResponse> | null) : null;
    (early ?? http.get<LanderResponse>('/api/lander.php', { query, signal: controller.signal })).then(
      (data) => setState({ status: 'ready', data }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'error', retry });
      },
    );
    return () => controller.abort();
  }, [http, arrival, takePrefetched, family, slug, member, attempt, retry]);

  return state;
}

/**
 * The call to action of a view was used (attribution). Fire and forget: the visitor is already
 * on the way to sign-up and must never wait for it.
 */
export function recordCtaClick(http: Pick<HttpClient, 'post'>, visit: string): void {
  http.post('/api/lander-click.php', { body: { visit } }).catch(() => undefined);
}
