import type { TrackingParams } from './api/account.js';

// A module without schemas: the shell's boot and the lean lander page read the arrival's tracking
// without loading a validation library (ADR 0017, ADR 0022).

/** Maps arrival query parameters onto the stored tracking fields: sub/aff_sub variants fold into sub1-3; cpc is dropped. */
export function trackingFromQuery(query: URLSearchParams): TrackingParams | null {
  const pick = (...names: string[]) => {
    for (const name of names) {
      const value = query.get(name)?.trim();
      if (value) return value.slice(0, 100);
    }
    return undefined;
  };
  const params: TrackingParams = {
    network: pick('network'),
    ref: pick('ref'),
    sub1: pick('sub1', 'sub', 'aff_sub', 'aff_sub1'),
    sub2: pick('sub2', 'aff_sub2'),
    sub3: pick('sub3', 'aff_sub3'),
  };
  const present = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined));
  return Object.keys(present).length > 0 ? (present as TrackingParams) : null;
}

/** with_trafficsource sites let only visitors who arrived through a tracked source sign up. */
export function hasTrafficSource(tracking: TrackingParams | null | undefined): boolean {
  return Boolean(tracking?.network || tracking?.ref);
}
