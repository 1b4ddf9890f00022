import type { Candidate, DailyAllowance, LikeCard, LikesResponse, LikesType } from '@amora/contracts';
import { aProfileCard, setUpAreaTests } from '@amora/testing';
import * as app from '../exports/app';

/** Mounts the likes area per test (own React root, real platform, fake fetch); see mf-profile's tests. */
export function setUpLikesArea() {
  return setUpAreaTests(app, 'mf_likes');
}

let nextId = 100;

export function aLikeCard(overrides: Partial<LikeCard> = {}): LikeCard {
  return {
    ...aProfileCard({ id: overrides.id ?? nextId++ }),
    at: '2026-11-20T10:00:00.000000Z',
    liked: false,
    match: false,
    ...overrides,
  };
}

export function aLikesPage(
  type: LikesType,
  profiles: LikeCard[],
  overrides: Partial<LikesResponse> = {},
): LikesResponse {
  return {
    type,
    profiles,
    liked_by: [],
    counts: { received: 0, sent: 0, matches: 0, new: 0 },
    next_cursor: null,
    ...overrides,
  };
}

export function aCandidate(overrides: Partial<Candidate> = {}): Candidate {
  const id = overrides.id ?? nextId++;
  return {
    ...aProfileCard({ id, name: `Candidate ${id}`, age: 29 }),
    region: null,
    interests: ['music', 'hiking'],
    shared_interests: ['music'],
    likes_you: false,
    ...overrides,
  };
}

export function anAllowance(left: number, resetsInMs = 3_600_000): DailyAllowance {
  return { left, limit: 4, resets_at: new Date(Date.now() + resetsInMs).toISOString() };
}
