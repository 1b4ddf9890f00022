import type { MainImage, ProfileCard, SearchResult, SiteSettings } from '@amora/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { photos, users } from '../../db/schema.js';
import { ageOn } from '../account/user-presenter.js';
import { showsDetailsTo } from '../account/member-rules.js';
import type { CardRow } from './search-query.js';

/** What a card needs beyond the profile row: the account flags and the active main photo. */
export interface CardExtras {
  status: string;
  invisible: boolean;
  privacy: boolean;
  fictional: boolean;
  main: { filename: string; thumbFilename: string; blurredFilename: string | null } | null;
}

/** The viewer as the presenting rules see them. */
export interface CardViewer {
  loggedIn: boolean;
  now: Date;
}

/** One query for all the cards of a page (and its similar profiles), by user id. */
export async function loadCardExtras(db: Db, ids: number[]): Promise<Map<number, CardExtras>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      status: users.status,
      invisible: users.invisible,
      privacy: users.privacy,
      fictional: users.fictional,
      filename: photos.filename,
      thumbFilename: photos.thumbFilename,
      blurredFilename: photos.blurredFilename,
    })
    .from(users)
    .leftJoin(photos, and(eq(photos.userId, users.id), eq(photos.isMain, true), eq(photos.status, 'active')))
    .where(inArray(users.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        status: row.status,
        invisible: row.invisible,
        privacy: row.privacy,
        fictional: row.fictional,
        main:
          row.filename !== null && row.thumbFilename !== null
            ? {
                filename: row.filename,
                thumbFilename: row.thumbFilename,
                blurredFilename: row.blurredFilename,
              }
            : null,
      },
    ]),
  );
}

/**
 * Privacy mode (member-rules `showsDetailsTo`): photos and details only for members in contact.
 * There are no conversations yet, so nobody but the member is in contact.
 */
export function detailsVisible(extras: CardExtras, viewer: CardViewer): boolean {
  return showsDetailsTo(extras, { loggedIn: viewer.loggedIn, inContact: false });
}

/**
 * The main photo as a card shows it: the real file, or for a private member the server-blurred
 * one (and nothing when there is no blurred file, rather than the real one).
 */
export function presentMainImage(
  extras: CardExtras,
  cdnPrefix: string,
  showDetails: boolean,
): MainImage | null {
  const main = extras.main;
  if (!main) return null;
  if (showDetails) {
    return {
      filename: main.filename,
      thumb_filename: main.thumbFilename,
      status: 'active',
      match: `${cdnPrefix}${main.filename}`,
    };
  }
  if (!main.blurredFilename) return null;
  return {
    filename: main.blurredFilename,
    thumb_filename: main.blurredFilename,
    status: 'active',
    match: `${cdnPrefix}${main.blurredFilename}`,
  };
}

const MISSING_EXTRAS: CardExtras = {
  status: 'confirmed',
  invisible: false,
  privacy: true,
  fictional: false,
  main: null,
};

/** The card every listing shares: name, age, place and main photo. */
export function presentCard(
  row: CardRow,
  extras: CardExtras | undefined,
  settings: SiteSettings,
  viewer: CardViewer,
): ProfileCard {
  const known = extras ?? MISSING_EXTRAS;
  return {
    id: row.userId,
    name: row.name,
    age: ageOn(row.dateOfBirth, viewer.now),
    country: row.country,
    city: row.city,
    main_image: presentMainImage(known, settings.cdn_prefix, detailsVisible(known, viewer)),
  };
}

/** A search result: the card, the fields the site shows (`visible_profile_fields`), `fictional`. */
export function presentSearchResult(
  row: CardRow,
  extras: CardExtras | undefined,
  settings: SiteSettings,
  viewer: CardViewer,
): SearchResult {
  const known = extras ?? MISSING_EXTRAS;
  const visible = new Set(settings.visible_profile_fields);
  const result: SearchResult = { ...presentCard(row, known, settings, viewer), fictional: known.fictional };
  if (visible.has('region')) result.region = row.region;
  if (visible.has('relationship_status')) result.relationship_status = row.relationshipStatus;
  if (visible.has('body_type')) result.body_type = row.bodyType;
  if (visible.has('interests') && detailsVisible(known, viewer)) result.interests = row.interests;
  return result;
}
