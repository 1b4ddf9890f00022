import { trackingFromQuery, type PersistedState, type TrackingParams } from '@amora/contracts/plain';

/**
 * Remembers the tracking parameters of the visitor's arrival (network, ref, sub1-3) for the
 * sign-up. A later arrival with parameters replaces them; one without keeps the earlier ones, so
 * browsing the site does not lose where the visitor came from.
 */
export function captureTracking(persisted: PersistedState, search: string): TrackingParams | null {
  const tracking = trackingFromQuery(new URLSearchParams(search));
  if (tracking) persisted.setTracking(tracking);
  return tracking;
}
