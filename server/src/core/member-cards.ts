import type { MainImage, ProfileCard, SearchResult, SiteSettings } from '@amora/contracts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { photos, users } from '../db/schema.js';
import { showsDetailsTo } from './member-rules.js';
import { cardExtrasColumns, mainPhotoOf, type CardExtrasRow, type CardRow } from './card-columns.js';
import { sizedPhotoUrls } from './photo-urls.js';
import { ageOn } from './age.js';
import { presenceFields, type ViewerPlace } from './member-activity.js';

/** What a card needs beyond the profile row: the account flags and the active main photo. */
export interface CardExtras {
  status: string;
  invisible: boolean;
  privacy: boolean;
  fictional: boolean;
  /** Shares online status (reciprocal, member-activity.ts). */
  showActivity: boolean;
  lastActiveAt: Date | null;
  main: {
    filename: string;
    thumbFilename: string;
    blurredFilename: string | null;
    /** The 600×800 match card; null on photos from before it existed. */
    matchFilename: string | null;
    /** Its 360×480 grid size; null on photos from before it existed. */
    cardFilename: string | null;
  } | null;
}

/** The viewer as the presenting rules see them. */
export interface CardViewer {
  loggedIn: boolean;
  now: Date;
  /** For status and distance; without it a listing shows neither. */
  place?: ViewerPlace;
}

/** The extras of a joined row; undefined without an account (presented as MISSING_EXTRAS). */
export function extrasFrom(row: CardExtrasRow): CardExtras | undefined {
  if (row.status === null || row.invisible === null || row.privacy === null || row.fictional === null)
    return undefined;
  return {
    status: row.status,
    invisible: row.invisible,
    privacy: row.privacy,
    fictional: row.fictional,
    showActivity: row.showActivity ?? false,
    lastActiveAt: row.lastActiveAt,
    main:
      row.filename !== null && row.thumbFilename !== null
        ? {
            filename: row.filename,
            thumbFilename: row.thumbFilename,
            blurredFilename: row.blurredFilename,
            matchFilename: row.matchFilename,
            cardFilename: row.cardFilename,
          }
        : null,
  };
}

/** One query for all the cards of a listing (the profile view's related members), by user id. */
export async function loadCardExtras(db: Db, ids: number[]): Promise<Map<number, CardExtras>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, ...cardExtrasColumns })
    .from(users)
    .leftJoin(photos, mainPhotoOf(users.id))
    .where(inArray(users.id, ids));
  const extras = new Map<number, CardExtras>();
  for (const row of rows) {
    const found = extrasFrom(row);
    if (found) extras.set(row.id, found);
  }
  return extras;
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
      ...sizedPhotoUrls(cdnPrefix, main),
    };
  }
  if (!main.blurredFilename) return null;
  return {
    filename: main.blurredFilename,
    thumb_filename: main.blurredFilename,
    status: 'active',
    match: `${cdnPrefix}${main.blurredFilename}`,
    card: `${cdnPrefix}${main.blurredFilename}`,
  };
}

const MISSING_EXTRAS: CardExtras = {
  status: 'confirmed',
  invisible: false,
  privacy: true,
  fictional: false,
  showActivity: false,
  lastActiveAt: null,
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

/**
 * How one request presents its search results: the card, the fields the site shows
 * (`visible_profile_fields`, looked up once per request) and `fictional`. Each result is built as
 * one object literal: spreading the card and then adding fields made V8 fall back to slow objects,
 * about 4 µs a card (bench/search-bench.mjs).
 */
export function searchResultPresenter(
  settings: SiteSettings,
  viewer: CardViewer,
): (row: CardRow, extras: CardExtras | undefined) => SearchResult {
  const visible = new Set(settings.visible_profile_fields);
  const shows = {
    region: visible.has('region'),
    relationshipStatus: visible.has('relationship_status'),
    bodyType: visible.has('body_type'),
    interests: visible.has('interests'),
  };
  const place = viewer.place;
  return (row, extras) => {
    const known = extras ?? MISSING_EXTRAS;
    const card = presentCard(row, known, settings, viewer);
    const result: SearchResult = {
      id: card.id,
      name: card.name,
      age: card.age,
      country: card.country,
      city: card.city,
      main_image: card.main_image,
      fictional: known.fictional,
    };
    if (shows.region) result.region = row.region;
    if (shows.relationshipStatus) result.relationship_status = row.relationshipStatus;
    if (shows.bodyType) result.body_type = row.bodyType;
    if (shows.interests && detailsVisible(known, viewer)) result.interests = row.interests;
    if (place) {
      const presence = presenceFields(
        { ...known, cityLat: row.cityLat, cityLon: row.cityLon },
        place,
        viewer.now,
      );
      if (presence.activity) result.activity = presence.activity;
      if (presence.distance_km !== undefined) result.distance_km = presence.distance_km;
    }
    return result;
  };
}
