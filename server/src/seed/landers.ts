import type { Db } from '../db/database.js';
import { landerVariants } from '../db/schema.js';

/**
 * Demo lander variants (ADR 0016): the Dutch mature-niche site offers the map lander on its home
 * page. No copy of their own: the template's translations for the niche answer in every language.
 * The English site keeps the built-in default (`video`) so a fresh start shows it.
 */
export async function seedLanderVariants(db: Db, dutchSiteId: number): Promise<void> {
  await db.insert(landerVariants).values([
    {
      key: 'nl-home-map',
      siteId: dutchSiteId,
      family: 'maplanding',
      home: true,
      weight: 100,
      status: 'live',
    },
    {
      key: 'nl-video-milf',
      siteId: dutchSiteId,
      family: 'video',
      slug: 'milf',
      niche: 6,
      weight: 100,
      status: 'live',
    },
  ]);
}
