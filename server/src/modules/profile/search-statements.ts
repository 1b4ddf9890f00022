import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { SearchFilters } from './search-filters.js';
import { nearbyPageQuery, type NearbyQueryCursor } from './search-nearby-query.js';
import {
  searchCountQuery,
  searchPageQuery,
  type PageQueryOptions,
  type QueryCursor,
  type QueryFilters,
  type SearchPageRow,
} from './search-query.js';

/*
 * The search's two queries, each built by drizzle once per search shape (which filters are set,
 * one gender or both, logged in or not, first page or not) with placeholders for the values, then
 * only filled and sent: building the query objects and their SQL text took about 0.3 ms a request,
 * a fifth of the search's SQL time (bench/search-bench.mjs). The text is exactly what the builders
 * make for inline values (search-statements.test.ts), so the EXPLAIN tests of `searchPageQuery`
 * cover it.
 *
 * The statement name is '' on purpose: PostgreSQL's unnamed statement, parsed and planned with the
 * actual values at every execution, exactly like an unprepared query. A named statement could
 * switch to a generic plan, and the partial-index plans of a search depend on its values.
 */
const UNNAMED = '';

/** The values of one execution, by placeholder name. */
type Values = Record<string, unknown>;

const placeholder = (name: string) => sql.placeholder(name);

/** The viewer's city is part of the SQL only for the nearby order or a distance filter. */
function measuresDistance(filters: SearchFilters): boolean {
  return filters.origin !== null && (filters.order === 'nearby' || filters.maxKm !== null);
}

/** The filters with a placeholder for every value that is set (what a new shape is built from). */
function placeholderFilters(filters: SearchFilters): QueryFilters {
  const optional = (name: string, value: string | number | null) =>
    value === null ? null : placeholder(name);
  return {
    origin: measuresDistance(filters)
      ? { lat: placeholder('originLat'), lon: placeholder('originLon') }
      : null,
    maxKm: optional('maxKm', filters.maxKm),
    siteId: placeholder('siteId'),
    genders: filters.genders.map((_, i) => placeholder(`gender${i}`)),
    country: optional('country', filters.country),
    region: optional('region', filters.region),
    bornOnOrBefore: optional('bornOnOrBefore', filters.bornOnOrBefore),
    bornAfter: optional('bornAfter', filters.bornAfter),
    skipFictionalIds: optional('skipFictionalIds', filters.skipFictionalIds ?? null),
  };
}

/** The filters as inline values (a query built afresh, not a prepared shape). */
function inlineFilters(filters: SearchFilters): QueryFilters {
  return { ...filters, origin: measuresDistance(filters) ? filters.origin : null };
}

/** The values of `placeholderFilters`, by placeholder name. */
function filterValues(filters: SearchFilters): Values {
  const values: Values = {
    siteId: filters.siteId,
    country: filters.country,
    region: filters.region,
    bornOnOrBefore: filters.bornOnOrBefore,
    bornAfter: filters.bornAfter,
    skipFictionalIds: filters.skipFictionalIds ?? null,
    originLat: filters.origin?.lat ?? null,
    originLon: filters.origin?.lon ?? null,
    maxKm: filters.maxKm,
  };
  filters.genders.forEach((gender, i) => (values[`gender${i}`] = gender));
  return values;
}

/** What decides the SQL text of a search: which values are present, not what they are. */
function shapeOf(filters: SearchFilters, viewerId: number | null, cursor: PageCursor | null): string {
  const present = [
    measuresDistance(filters) ? 1 : null,
    filters.maxKm,
    filters.country,
    filters.region,
    filters.bornOnOrBefore,
    filters.bornAfter,
    viewerId,
    cursor,
  ].map((value) => (value === null ? '0' : '1'));
  const realOnly = filters.skipFictionalIds == null ? '' : ':real';
  return `${filters.order}:${filters.genders.length}:${present.join('')}${realOnly}`;
}

/** A cursor of either order: the age keyset's or the nearby one's. */
export type PageCursor = QueryCursor | NearbyQueryCursor;

interface AnyPageOptions extends Omit<PageQueryOptions, 'cursor'> {
  cursor: PageCursor | null;
}

/** The page query of the filters' order. */
function pageQuery(db: Db, filters: SearchFilters, bound: QueryFilters, options: AnyPageOptions) {
  const { cursor } = options;
  if (filters.order === 'nearby') {
    if (cursor && !('km' in cursor)) throw new Error('a nearby page continues a nearby cursor');
    return nearbyPageQuery(db, bound, { ...options, cursor });
  }
  if (cursor && !('dob' in cursor)) throw new Error('a youngest-first page continues an age cursor');
  return searchPageQuery(db, bound, { ...options, cursor });
}

function prepareSearchPage(db: Db, filters: SearchFilters, bound: QueryFilters, options: AnyPageOptions) {
  return pageQuery(db, filters, bound, options).prepare(UNNAMED);
}

function prepareSearchCount(db: Db, bound: QueryFilters, viewerId: PageQueryOptions['viewerId']) {
  return searchCountQuery(db, bound, viewerId).prepare(UNNAMED);
}

interface Statements {
  pages: Map<string, ReturnType<typeof prepareSearchPage>>;
  counts: Map<string, ReturnType<typeof prepareSearchCount>>;
}

/** Per database (tests open many); at most 2 × 2 × 2⁹ shapes each, so the maps stay small. */
const statementsByDb = new WeakMap<Db, Statements>();

function statementsOf(db: Db): Statements {
  let statements = statementsByDb.get(db);
  if (!statements) {
    statements = { pages: new Map(), counts: new Map() };
    statementsByDb.set(db, statements);
  }
  return statements;
}

/** The page options the service passes: inline values only. */
export interface PageRunOptions {
  viewerId: number | null;
  cursor: { dob: string; id: number } | { km: number; id: number } | null;
  limit: number;
}

/** The prepared page statement of this search's shape, and the values to run it with. */
export function searchPageStatement(db: Db, filters: SearchFilters, options: PageRunOptions) {
  const { viewerId, cursor, limit } = options;
  const pages = statementsOf(db).pages;
  const shape = shapeOf(filters, viewerId, cursor);
  let statement = pages.get(shape);
  if (!statement) {
    const boundCursor: PageCursor | null =
      cursor === null
        ? null
        : 'km' in cursor
          ? { km: placeholder('cursorKm'), id: placeholder('cursorId') }
          : { dob: placeholder('cursorDob'), id: placeholder('cursorId') };
    statement = prepareSearchPage(db, filters, placeholderFilters(filters), {
      viewerId: viewerId === null ? null : placeholder('viewerId'),
      cursor: boundCursor,
      limit: placeholder('limit'),
    });
    pages.set(shape, statement);
  }
  const values: Values = {
    ...filterValues(filters),
    viewerId,
    cursorDob: cursor && 'dob' in cursor ? cursor.dob : null,
    cursorKm: cursor && 'km' in cursor ? cursor.km : null,
    cursorId: cursor?.id ?? null,
    limit,
  };
  return { statement, values };
}

/** The prepared count statement of this search's shape, and the values to run it with. */
export function searchCountStatement(db: Db, filters: SearchFilters, viewerId: number | null) {
  const counts = statementsOf(db).counts;
  const shape = shapeOf(filters, viewerId, null);
  let statement = counts.get(shape);
  if (!statement) {
    statement = prepareSearchCount(
      db,
      placeholderFilters(filters),
      viewerId === null ? null : placeholder('viewerId'),
    );
    counts.set(shape, statement);
  }
  return { statement, values: { ...filterValues(filters), viewerId } };
}

/** Runs `searchPageQuery` for these filters (with `excludeIds`, built afresh: a rare, varied query). */
export async function runSearchPage(
  db: Db,
  filters: SearchFilters,
  options: PageRunOptions & { excludeIds?: number[] },
): Promise<SearchPageRow[]> {
  if (options.excludeIds && options.excludeIds.length > 0)
    return pageQuery(db, filters, inlineFilters(filters), options);
  const { statement, values } = searchPageStatement(db, filters, options);
  return statement.execute(values);
}

/** Runs `searchCountQuery` for these filters. */
export async function runSearchCount(db: Db, filters: SearchFilters, viewerId: number | null) {
  const { statement, values } = searchCountStatement(db, filters, viewerId);
  return statement.execute(values);
}
