import type { OwnPhoto } from '@amora/contracts';
import {
  fakeFetch,
  jsonFetch,
  regionsRoute,
  setUpAreaTests,
  type FetchMock,
  type JsonRoutes,
} from '@amora/testing';
import * as app from '../../../exports/app';

/** A fake server for the area's JSON calls: `jsonFetch` as a jest mock. */
export function fakeServer(routes: JsonRoutes): FetchMock {
  return fakeFetch(jsonFetch(routes));
}

/**
 * The profile area mounted the way the shell mounts it (own React root, real platform, the
 * area's translations), with a fake fetch. The root commits outside act(): tests fire plain DOM
 * events and wait for the DOM.
 */
export function setUpProfileArea() {
  return setUpAreaTests(app, 'mf_profile');
}

let nextPhotoId = 500;

/** An own photo as GET /api/photos.php lists it; override what the test is about. */
export function anOwnPhoto(overrides: Partial<OwnPhoto> = {}): OwnPhoto {
  const id = overrides.id ?? nextPhotoId++;
  return {
    id,
    url: `/media/${id}.jpg`,
    thumb_url: `/media/${id}-thumb.jpg`,
    status: 'active',
    is_main: false,
    position: 0,
    ...overrides,
  };
}

/** The calls every /profile visit makes, answered with nothing special; spread and override. */
export function profileRoutes(photos: OwnPhoto[] = [], limit = 3): JsonRoutes {
  return {
    'GET /api/photos.php': { body: { photos, limit } },
    'GET /api/interests.php': { body: { interests: ['coffee', 'hiking', 'wine', 'music'] } },
    'GET /api/regions.php': regionsRoute({}),
  };
}
