import { fillPlaceholders } from 'drizzle-orm';
import { openDatabase, type Database } from '../../db/database.js';
import { filtersFromQuery } from './search-filters.js';
import { searchCountQuery, searchPageQuery } from './search-query.js';
import { searchCountStatement, searchPageStatement } from './search-statements.js';

/*
 * The statements built once per search shape must send exactly what the query builders make for
 * the same search with inline values (which the search and EXPLAIN tests check): the same SQL text
 * and, once filled, the same parameters. Building SQL needs no tables, so no migration here.
 */
const NOW = new Date('2026-03-15T12:00:00Z');

function everyShape() {
  const shapes = [];
  for (const gender of [undefined, 'female' as const])
    for (const country of [undefined, 'NL'])
      for (const countryregion of [undefined, 'Utrecht'])
        for (const min_age of [undefined, 25])
          for (const max_age of [undefined, 45])
            for (const viewerId of [null, 42])
              for (const cursor of [null, { dob: '1990-06-15', id: 1234 }])
                shapes.push({
                  query: { gender, country, countryregion, min_age, max_age },
                  viewerId,
                  cursor,
                });
  return shapes;
}

describe('search statements prepared per shape', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: null, pgliteDir: null });
  });
  afterAll(async () => database.close());

  it('sends, for every shape of search, what the builders make for it', () => {
    const db = database.db;
    const mismatches: unknown[] = [];
    for (const { query, viewerId, cursor } of everyShape()) {
      const filters = filtersFromQuery(7, query, NOW);
      const options = { viewerId, cursor, limit: 25 };
      const page = searchPageStatement(db, filters, options);
      const count = searchCountStatement(db, filters, viewerId);
      const sent = [page, count].map(({ statement, values }) => ({
        sql: statement.getQuery().sql,
        params: fillPlaceholders(statement.getQuery().params, values),
      }));
      const built = [searchPageQuery(db, filters, options), searchCountQuery(db, filters, viewerId)].map(
        (builder) => builder.toSQL(),
      );
      if (JSON.stringify(sent) !== JSON.stringify(built)) mismatches.push({ query, viewerId, cursor });
    }
    expect(mismatches).toEqual([]);
  });

  it('builds a shape once and fills in each search’s own values', () => {
    const db = database.db;
    const first = filtersFromQuery(7, { gender: 'male', country: 'DE', min_age: 30 }, NOW);
    const second = filtersFromQuery(7, { gender: 'female', country: 'GB', min_age: 40 }, NOW);
    const a = searchPageStatement(db, first, { viewerId: 1, cursor: null, limit: 25 });
    const b = searchPageStatement(db, second, { viewerId: 2, cursor: null, limit: 25 });
    expect(b.statement).toBe(a.statement);
    expect(fillPlaceholders(b.statement.getQuery().params, b.values)).toEqual(
      searchPageQuery(db, second, { viewerId: 2, cursor: null, limit: 25 }).toSQL().params,
    );
    const other = searchPageStatement(db, first, { viewerId: null, cursor: null, limit: 25 });
    expect(other.statement).not.toBe(a.statement);
  });
});
