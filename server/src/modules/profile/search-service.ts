import {
  SEARCH_PAGE_SIZE,
  SIMILAR_RESULTS_BELOW,
  type SearchQuery,
  type SearchResponse,
} from '@amora/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Site } from '../../core/site-resolver.js';
import type { AppContext } from '../../types.js';
import { extrasFrom, searchResultPresenter, type CardViewer } from '../../core/member-cards.js';
import { decodeCursor, encodeCursor } from './search-cursor.js';
import { fictionalIdsToSkip } from './listing-preferences.js';
import { filtersFromQuery, relaxedFilters, type SearchFilters } from './search-filters.js';
import { loadViewerPlace } from '../../core/member-activity.js';
import { countFrom, type SearchPageRow } from './search-query.js';
import { runSearchCount, runSearchPage } from './search-statements.js';

/** At most this many similar profiles on a first page with few results. */
export const SIMILAR_LIMIT = 12;
/** A traffic source in the search: a non-blank `network` or `ref` (the client sends its tracking). */
function hasTrafficSource(query: Pick<SearchQuery, 'network' | 'ref'>): boolean {
  return Boolean(query.network?.trim() || query.ref?.trim());
}

/** Visitors search only where the site allows it (spec section 6), else a sign-up prompt. */
export function assertMaySearch(site: Site, viewerId: number | null, query: SearchQuery): void {
  if (viewerId !== null) return;
  const settings = site.settings;
  if (settings.logged_out_search) return;
  if (settings.logged_out_search_trafficsource && hasTrafficSource(query)) return;
  throw new AppError(403, 'login_required', 'errors.searchLoginRequired');
}

/**
 * Up to SIMILAR_LIMIT members for the relaxed versions of a search, leaving out those already
 * shown. Each step is a keyset first page of its own, so it costs what a search page costs.
 */
async function findSimilar(
  ctx: AppContext,
  filters: SearchFilters,
  viewerId: number | null,
  shownIds: number[],
  now: Date,
): Promise<SearchPageRow[]> {
  const found: SearchPageRow[] = [];
  const excluded = [...shownIds];
  for (const relaxed of relaxedFilters(filters, now)) {
    if (found.length >= SIMILAR_LIMIT) break;
    const rows = await runSearchPage(ctx.db, relaxed, {
      viewerId,
      cursor: null,
      limit: SIMILAR_LIMIT - found.length,
      excludeIds: excluded,
    });
    found.push(...rows);
    excluded.push(...rows.map((row) => row.userId));
  }
  return found;
}

/**
 * `GET /api/search.php`: one keyset page of searchable members of this site, never the viewer or
 * anyone blocked either way (nor a fictional profile for a member who wants real members only),
 * nearest city first (youngest first without a city or when asked); the capped total; similar
 * profiles on a thin first page.
 * `viewerId` is the logged-in member, null for a visitor.
 */
export async function searchMembers(
  ctx: AppContext,
  site: Site,
  viewerId: number | null,
  query: SearchQuery,
): Promise<SearchResponse> {
  assertMaySearch(site, viewerId, query);
  const now = ctx.clock.now();
  const place = await loadViewerPlace(ctx.db, viewerId);
  const filters = filtersFromQuery(site.id, query, now, place.point);
  filters.skipFictionalIds = await fictionalIdsToSkip(ctx.db, site.id, viewerId);
  const nearby = filters.order === 'nearby';
  const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor, nearby);

  // The count first: it takes longer than the page, and sending a query costs the event loop a
  // moment, so the page goes out while the count already runs.
  const [countRows, rows] = await Promise.all([
    runSearchCount(ctx.db, filters, viewerId),
    runSearchPage(ctx.db, filters, { viewerId, cursor, limit: SEARCH_PAGE_SIZE + 1 }),
  ]);
  const page = rows.slice(0, SEARCH_PAGE_SIZE);
  const last = page[page.length - 1];
  const nextCursor =
    rows.length > SEARCH_PAGE_SIZE && last
      ? encodeCursor(
          nearby ? { km: last.km ?? 0, id: last.userId } : { dob: last.dateOfBirth, id: last.userId },
        )
      : null;
  const numResults = countFrom(countRows[0]);

  const similar =
    cursor === null && numResults < SIMILAR_RESULTS_BELOW
      ? await findSimilar(
          ctx,
          filters,
          viewerId,
          page.map((row) => row.userId),
          now,
        )
      : [];

  const viewer: CardViewer = { loggedIn: viewerId !== null, now, place };
  const presentResult = searchResultPresenter(site.settings, viewer);
  const present = (row: SearchPageRow) => presentResult(row, extrasFrom(row));
  return {
    profiles: page.map(present),
    numResults,
    next_cursor: nextCursor,
    similar: similar.map(present),
  };
}
