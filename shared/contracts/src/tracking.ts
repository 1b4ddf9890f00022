/*
 * The tracking parameters of a visitor's arrival (spec section 3): read from the landing address on
 * boot, kept in the persisted browser state and sent with the sign-up. Plain code, no schema: the
 * shell runs it on every first load (ADR 0049); the server checks the sign-up body with
 * `TrackingParamsSchema` (api/account.ts), built from the same limit.
 */

import { sliceCodePoints, withinCodePoints } from './text-length.js';

export const TRACKING_KEYS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;
export type TrackingKey = (typeof TRACKING_KEYS)[number];
export const TRACKING_VALUE_MAX_LENGTH = 100;

export type TrackingParams = Partial<Record<TrackingKey, string>>;

/** Maps arrival query parameters onto the stored tracking fields: sub/aff_sub variants fold into sub1-3; cpc is dropped. */
export function trackingFromQuery(query: URLSearchParams): TrackingParams | null {
  const pick = (...names: string[]) => {
    for (const name of names) {
      const value = query.get(name)?.trim();
      if (value) return sliceCodePoints(value, TRACKING_VALUE_MAX_LENGTH);
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

/**
 * Stored tracking parameters as they may be trusted: an object of known keys with strings of at
 * most TRACKING_VALUE_MAX_LENGTH code points (as `TrackingParamsSchema` counts), unknown keys dropped; null for anything else (a value written by
 * an older or foreign script).
 */
export function parseTrackingParams(value: unknown): TrackingParams | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const params: TrackingParams = {};
  for (const key of TRACKING_KEYS) {
    const field = (value as Record<string, unknown>)[key];
    if (field === undefined) continue;
    if (typeof field !== 'string' || !withinCodePoints(field, TRACKING_VALUE_MAX_LENGTH)) return null;
    params[key] = field;
  }
  return params;
}

/** with_trafficsource sites let only visitors who arrived through a tracked source sign up. */
export function hasTrafficSource(tracking: TrackingParams | null | undefined): boolean {
  return Boolean(tracking?.network || tracking?.ref);
}
