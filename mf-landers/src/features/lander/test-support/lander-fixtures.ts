import type { LanderResponse, ProfileCard } from '@amora/contracts';
import { setUpAreaTests, someSettings, type AreaTestOptions, type JsonRoutes } from '@amora/testing';
import * as app from '../../../exports/app';

let ids = 100;

export function aCard(overrides: Partial<ProfileCard> = {}): ProfileCard {
  ids += 1;
  return {
    id: ids,
    name: `Member${ids}`,
    age: 30,
    country: 'NL',
    city: 'Utrecht',
    main_image: {
      filename: `p${ids}.webp`,
      thumb_filename: `t${ids}.webp`,
      status: 'active',
      match: `/media/m${ids}.webp`,
      card: `/media/c${ids}.webp`,
    },
    ...overrides,
  };
}

export function aLander(
  overrides: Partial<LanderResponse> = {},
  variant: Partial<LanderResponse['variant']> = {},
): LanderResponse {
  return {
    visit: '00000000-0000-4000-8000-000000000001',
    variant: {
      key: null,
      family: 'video',
      slug: '',
      niche: 1,
      headline: null,
      copy: null,
      cta: null,
      images: [],
      ...variant,
    },
    members: [
      aCard({ name: 'Anna' }),
      aCard({ name: 'Bea' }),
      aCard({ name: 'Cleo' }),
      aCard({ name: 'Dana' }),
    ],
    member: null,
    country: 'NL',
    ...overrides,
  };
}

export function landerRoutes(lander: LanderResponse, extra: JsonRoutes = {}): JsonRoutes {
  return {
    'GET /api/lander.php': { body: lander },
    'POST /api/lander-click.php': { body: { recorded: true } },
    ...extra,
  };
}

const mount = setUpAreaTests(app, 'mf_landers');

/** Mounts the landers area at a path as the shell does, with a test site's settings. */
export function mountLanders(path: string, options: AreaTestOptions = {}) {
  return mount(path, { settings: someSettings(), user: null, ...options });
}
