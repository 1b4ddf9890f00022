import type { LanderFamily } from '@amora/contracts';
import type { ComponentType } from 'react';
import type { FamilyProps } from './family-props';

export type { FamilyProps } from './family-props';

type FamilyModule = { default: ComponentType<FamilyProps> };

/**
 * Every template family as its own chunk: a visitor downloads only the family of the page they
 * landed on. A new family is one line here and a new file, released with mf-landers alone.
 */
const LOADERS: Record<LanderFamily, () => Promise<FamilyModule>> = {
  alonetonight: () =>
    import(/* webpackChunkName: "lander-alonetonight" */ './AloneTonightLander').then((m) => ({
      default: m.AloneTonightLander,
    })),
  collagelanding: () =>
    import(/* webpackChunkName: "lander-collage" */ './CollageLander').then((m) => ({
      default: m.CollageLander,
    })),
  gallery: () =>
    import(/* webpackChunkName: "lander-gallery" */ './GalleryLander').then((m) => ({
      default: m.GalleryLander,
    })),
  iconslanding: () =>
    import(/* webpackChunkName: "lander-icons" */ './IconsLander').then((m) => ({ default: m.IconsLander })),
  maplanding: () =>
    import(/* webpackChunkName: "lander-map" */ './MapLander').then((m) => ({ default: m.MapLander })),
  socialnetwork: () =>
    import(/* webpackChunkName: "lander-social" */ './SocialLander').then((m) => ({
      default: m.SocialLander,
    })),
  transitionsvideolanding: () =>
    import(/* webpackChunkName: "lander-transitions" */ './TransitionsLander').then((m) => ({
      default: m.TransitionsLander,
    })),
  video: () =>
    import(/* webpackChunkName: "lander-video" */ './VideoLander').then((m) => ({ default: m.VideoLander })),
  tinderswipe: () =>
    import(/* webpackChunkName: "lander-tinderswipe" */ './TinderSwipeLander').then((m) => ({
      default: m.TinderSwipeLander,
    })),
};

const loaded = new Map<LanderFamily, Promise<FamilyModule>>();

/** The family's module, fetched once; a failed fetch is forgotten so a retry fetches again. */
export function loadFamily(family: LanderFamily): Promise<FamilyModule> {
  let promise = loaded.get(family);
  if (!promise) {
    promise = LOADERS[family]().catch((error: unknown) => {
      loaded.delete(family);
      throw error;
    });
    loaded.set(family, promise);
  }
  return promise;
}

export function isFamily(value: string | undefined): value is LanderFamily {
  return value !== undefined && value in LOADERS;
}
