import { randomBytes } from 'node:crypto';
import {
  GENDERS,
  INTERESTS,
  RELATIONSHIP_STATUSES,
  BODY_TYPES,
  EYE_COLORS,
  HAIR_COLORS,
} from '@amora/contracts';
import { count } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { companies, infoPages, photos, profiles, sites, users } from '../db/schema.js';
import { hashPassword } from '../core/password.js';
import { grant } from '../modules/credits/index.js';
import type { MediaStorage } from '../plugins/storage/index.js';
import {
  ABOUT_CLOSERS,
  ABOUT_MIDDLES,
  ABOUT_OPENERS,
  FEMALE_NAMES,
  MALE_NAMES,
  PLACES,
  SIGNUP_REASONS,
} from './demo-data.js';
import { generatePhoto, seededPhotoState } from './photo-generator.js';
import { createRandom, type Random } from './random.js';
import { seedSecondDemoMember } from './second-demo-member.js';
import { defaultSiteSettings } from './site-defaults.js';
import { fillCityPoints } from './city-points.js';
import { seedFictionalProfiles } from './fictional-profiles.js';
import { DEMO_COMPANY } from './company.js';
import { readSeedInfoPages } from './info-pages.js';
import { ensureWelcomeCode } from './discount-codes.js';
import { seedLanderVariants } from './landers.js';
import { normalizeEmail } from '../core/email.js';

export const DEMO_EMAIL = 'demo@amora.test';
export const DEMO_PASSWORD = 'amora-demo';

export interface SeedOptions {
  db: Db;
  /** Where generated photos go (needed unless `withPhotos` is false). */
  media?: MediaStorage;
  /** The documented demo login; never in production. */
  includeDemoMember: boolean;
  /** The second demo member (demo2@amora.test) and their conversation; defaults to `includeDemoMember`. */
  includeSecondDemoMember?: boolean;
  memberCount?: number;
  /**
   * The demo site's fictional profiles (seedFictionalProfiles), which alone auto-like; the demo
   * site then shows its fictional label. Off by default: suites that count members stay as they were.
   */
  includeFictional?: boolean;
  /** Photos take most of the seed time; tests that do not look at them can skip them. */
  withPhotos?: boolean;
  /** The city centres for distances (reading the place data takes seconds; tests skip it). */
  withCityPoints?: boolean;
  log?: (line: string) => void;
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(sites);
  return (row?.n ?? 0) === 0;
}

const DEMO_SITES = [
  {
    domain: 'amora.test',
    name: 'Amora',
    language: 'en',
    niche: 1,
    isDefault: true,
    settings: defaultSiteSettings(),
  },
  {
    domain: 'amora-nl.test',
    name: 'Amora Rijpe Liefde',
    language: 'nl',
    niche: 6,
    isDefault: false,
    settings: defaultSiteSettings({
      index_title: 'Amora Rijpe Liefde: daten met ervaring',
      description: 'Daten en chatten met volwassen singles in Nederland en België.',
      countries: ['NL', 'BE'],
      visible_locales: ['nl', 'en', 'de'],
      support_email: 'support@amora-nl.test',
      mail_name: 'Amora Rijpe Liefde',
    }),
  },
] as const;

function dateOfBirth(random: Random, now: Date): string {
  const age = random.int(18, 72);
  const year = now.getUTCFullYear() - age - 1;
  return `${year}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
}

function sexualityFor(random: Random, gender: string): string {
  if (random.chance(0.8)) return 'hetero';
  if (random.chance(0.5)) return 'bi';
  return gender === 'female' ? 'lesbian' : 'gay';
}

function placeFor(random: Random, countries: readonly string[]) {
  const country = random.pick(countries);
  const regions = PLACES[country] ?? {};
  const region = random.pick(Object.keys(regions));
  return { country, region, city: random.pick(regions[region] ?? [region]) };
}

async function inBatches<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}

/**
 * Demo data for a fresh database: two sites (English general, Dutch mature niche) and about 300
 * members with varied profiles and generated photos. One transaction: all of it or none.
 */
export async function seedDemoData(options: SeedOptions): Promise<{ sites: number; members: number }> {
  const {
    db,
    media,
    includeDemoMember,
    includeSecondDemoMember = includeDemoMember,
    memberCount = 300,
    includeFictional = false,
    withPhotos = true,
    withCityPoints = true,
    log = () => undefined,
  } = options;
  const random = createRandom(20261120);
  const now = new Date();
  const memberHash = await hashPassword(randomBytes(24).toString('base64url'));
  const demoHash = includeDemoMember ? await hashPassword(DEMO_PASSWORD) : null;

  return db.transaction(async (tx) => {
    const siteRows = await tx
      .insert(sites)
      // With fictional profiles, the default site marks them with its label.
      .values(
        DEMO_SITES.map((s) => ({
          ...s,
          settings: {
            ...s.settings,
            ...(includeFictional && s.isDefault ? { fictional_warning: true } : {}),
          },
        })),
      )
      .returning();
    const [defaultSite, dutchSite] = siteRows;
    if (!defaultSite || !dutchSite) throw new Error('demo sites were not created');
    await tx.insert(companies).values(DEMO_COMPANY);
    await tx.insert(infoPages).values(readSeedInfoPages().map((page) => ({ ...page, siteId: null })));
    await ensureWelcomeCode(tx);
    await seedLanderVariants(tx, dutchSite.id);

    const members = Array.from({ length: memberCount }, (_, index) => {
      const onDutchSite = index % 5 === 4;
      const gender = random.pick(GENDERS);
      const name: string = random.pick(gender === 'female' ? FEMALE_NAMES : MALE_NAMES);
      const place = placeFor(random, onDutchSite ? ['NL', 'NL', 'BE'] : Object.keys(PLACES));
      return {
        siteId: onDutchSite ? dutchSite.id : defaultSite.id,
        email: `${name
          .toLowerCase()
          .normalize('NFD')
          .replace(/[^a-z]/g, '')}.${index + 1}@members.amora.test`,
        language: onDutchSite ? 'nl' : 'en',
        gender,
        name,
        place,
        photoCount: random.chance(0.15) ? 0 : random.int(1, 3),
      };
    });
    if (demoHash) {
      members.unshift({
        siteId: defaultSite.id,
        email: DEMO_EMAIL,
        language: 'en',
        gender: 'female',
        name: 'Demo',
        place: { country: 'NL', region: 'Utrecht', city: 'Utrecht' },
        photoCount: 1,
      });
    }

    // Drawn here, in the order the seed always drew them; granted through the ledger below.
    const startingCredits: number[] = [];
    const userRows = await tx
      .insert(users)
      .values(
        members.map((m) => {
          startingCredits.push(m.email === DEMO_EMAIL ? 30 : random.int(0, 200));
          return {
            siteId: m.siteId,
            email: m.email,
            emailNormalized: normalizeEmail(m.email),
            passwordHash: m.email === DEMO_EMAIL && demoHash ? demoHash : memberHash,
            status: 'confirmed',
            confirmedAt: now,
            paidUser: random.chance(0.3),
            language: m.language,
            signupDate: new Date(now.getTime() - random.int(0, 400) * 86_400_000),
          };
        }),
      )
      .returning({ id: users.id });
    for (const [i, { id }] of userRows.entries()) {
      const amount = startingCredits[i] ?? 0;
      if (amount > 0) {
        await grant(tx, {
          memberId: id,
          amount,
          kind: 'bonus',
          reference: 'seed',
          idempotencyKey: `seed:${id}`,
        });
      }
    }

    await tx.insert(profiles).values(
      members.map((m, i) => ({
        userId: userRows[i]!.id,
        siteId: m.siteId,
        name: m.name,
        gender: m.gender,
        sexuality: m.email === DEMO_EMAIL ? 'hetero' : sexualityFor(random, m.gender),
        dateOfBirth: m.email === DEMO_EMAIL ? '1990-06-15' : dateOfBirth(random, now),
        country: m.place.country,
        region: m.place.region,
        city: m.place.city,
        aboutMe: `${random.pick(ABOUT_OPENERS)} ${random.pick(ABOUT_MIDDLES)}. ${random.pick(ABOUT_CLOSERS)}`,
        interests: random.sample(INTERESTS, random.int(3, 8)),
        hairColor: random.pick(HAIR_COLORS),
        eyeColor: random.pick(EYE_COLORS),
        bodyType: random.pick(BODY_TYPES),
        relationshipStatus: random.pick(RELATIONSHIP_STATUSES),
        tattoos: random.chance(0.3),
        signupReason: random.pick(SIGNUP_REASONS),
        status: 'active',
      })),
    );

    if (withPhotos) {
      if (!media) throw new Error('seedDemoData: photos need a media storage');
      const storage = media;
      const photoRows: Array<typeof photos.$inferInsert> = [];
      const jobs = members.flatMap((m, i) =>
        Array.from({ length: m.photoCount }, (_, position) => ({ userId: userRows[i]!.id, position })),
      );
      await inBatches(jobs, 8, async ({ userId, position }) => {
        const photo = await generatePhoto(storage, random);
        photoRows.push({ userId, ...photo, ...seededPhotoState(), isMain: position === 0, position });
      });
      if (photoRows.length) await tx.insert(photos).values(photoRows);
      log(`generated ${photoRows.length} photos`);
    }
    // Last, with its own random sequence: everything above stays as it always was.
    const demoId = userRows[0]?.id;
    if (demoHash && includeSecondDemoMember && demoId !== undefined) {
      await seedSecondDemoMember(tx, {
        siteId: defaultSite.id,
        demoId,
        passwordHash: demoHash,
        media: withPhotos ? (media ?? null) : null,
      });
      log('added the second demo member (demo2@amora.test)');
    }
    if (includeFictional) {
      const fictional = await seedFictionalProfiles(tx, {
        siteId: defaultSite.id,
        passwordHash: memberHash,
        media: withPhotos ? (media ?? null) : null,
      });
      log(`added ${fictional} fictional profiles`);
    }
    if (withCityPoints) await fillCityPoints(tx);
    log(`seeded ${siteRows.length} sites and ${members.length} members`);
    return { sites: siteRows.length, members: members.length };
  });
}
