import type { Db } from '../db/database.js';
import { photos, profiles, users } from '../db/schema.js';
import type { MediaStorage } from '../plugins/storage/index.js';
import { generatePhoto, seededPhotoState } from './photo-generator.js';
import { createRandom } from './random.js';
import { normalizeEmail } from '../core/email.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A handful of profiles the demo site runs itself, marked `fictional`: the site shows them with
 * its fictional label (cards, profile, chat header, match and like modals), and only they like
 * automatically, so a new member of a fresh demo site sees the auto-like match modal. Women and
 * men from their twenties to their fifties, so every adult's age window holds one of each.
 */
const FICTIONAL = [
  { name: 'Liv', gender: 'female', born: 2001, city: ['NL', 'North Holland', 'Amsterdam'] },
  { name: 'Mara', gender: 'female', born: 1992, city: ['DE', 'State of Berlin', 'Berlin'] },
  { name: 'Selma', gender: 'female', born: 1983, city: ['GB', 'England', 'London'] },
  { name: 'Ottilie', gender: 'female', born: 1972, city: ['SE', 'Stockholm', 'Stockholm'] },
  { name: 'Bastian', gender: 'male', born: 1999, city: ['NL', 'Utrecht', 'Utrecht'] },
  { name: 'Rune', gender: 'male', born: 1990, city: ['DK', 'Capital Region', 'København'] },
  { name: 'Tobias', gender: 'male', born: 1981, city: ['DE', 'Hamburg', 'Hamburg'] },
  { name: 'Gustav', gender: 'male', born: 1970, city: ['FI', 'Uusimaa', 'Helsinki'] },
] as const;

/**
 * Adds the fictional profiles to `siteId`, after everything else of the seed and with a random
 * sequence of their own: the other seeded members stay exactly as they were.
 */
export async function seedFictionalProfiles(
  tx: Tx,
  options: { siteId: number; passwordHash: string; media: MediaStorage | null },
): Promise<number> {
  const random = createRandom(2_026_1201);
  const now = new Date();
  for (const [index, person] of FICTIONAL.entries()) {
    const email = `${person.name.toLowerCase()}.fictional@members.amora.test`;
    const [user] = await tx
      .insert(users)
      .values({
        siteId: options.siteId,
        email,
        emailNormalized: normalizeEmail(email),
        passwordHash: options.passwordHash,
        status: 'confirmed',
        confirmedAt: now,
        language: 'en',
        signupDate: now,
        fictional: true,
      })
      .returning({ id: users.id });
    const [country, region, city] = person.city;
    await tx.insert(profiles).values({
      userId: user!.id,
      siteId: options.siteId,
      name: person.name,
      gender: person.gender,
      sexuality: 'hetero',
      dateOfBirth: `${person.born}-0${(index % 9) + 1}-1${index}`,
      country,
      region,
      city,
      aboutMe: 'A fictional profile of this site: you chat with a member of our team.',
      interests: ['music', 'travelling', 'coffee'],
      status: 'active',
    });
    if (options.media) {
      const photo = await generatePhoto(options.media, random);
      await tx
        .insert(photos)
        .values({ userId: user!.id, ...photo, ...seededPhotoState(), isMain: true, position: 0 });
    }
  }
  return FICTIONAL.length;
}
