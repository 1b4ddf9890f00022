import { SEARCH_PAGE_SIZE } from '@amora/contracts';
import { sql } from 'drizzle-orm';
import { filtersFromQuery } from '../src/modules/profile/search-filters.js';
import { searchPageQuery } from '../src/modules/profile/search-query.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { addBlock, addMember, dobForAge, siteId } from './search-fixtures.js';

/*
 * The search must stay an index range scan however many members there are: with a few thousand
 * members and fresh statistics, the plan of every kind of page reads `profiles` only through the
 * partial search indexes. It runs where DATABASE_URL is a real PostgreSQL (CI), whose
 * planner settings and statistics are what production sees; the embedded PGlite run skips it.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const EXTRA_MEMBERS = 2_000;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

(onPostgres ? describe : describe.skip)('search query plans on PostgreSQL', () => {
  let t: TestApp;
  let site: number;
  let viewerId: number;

  beforeAll(async () => {
    t = await createTestApp({ memberCount: 20 });
    expect(t.database.kind).toBe('postgres');
    site = await siteId(t);
    const db = t.database.db;
    // Users and profiles in two set-based statements (the benchmark generator does the same at scale).
    await db.execute(sql`
      insert into users (site_id, email, email_normalized, password_hash, status, language, paid_user)
      select ${site}, 'plan' || g || '@explain.amora.test', 'plan' || g || '@explain.amora.test', 'x', 'confirmed', 'en', g % 4 = 0
      from generate_series(1, ${EXTRA_MEMBERS}) as g`);
    await db.execute(sql`
      insert into profiles (user_id, site_id, name, gender, sexuality, date_of_birth, country, region, city, status)
      select u.id, u.site_id, 'Plan ' || u.id,
        case when u.id % 2 = 0 then 'female' else 'male' end, 'hetero',
        current_date - (18 * 365 + (u.id * 7919) % (50 * 365)),
        (array['NL','DE','GB','BE','FR','SE','DK','NO','AT','CH'])[1 + u.id % 10],
        'Region ' || (u.id % 7), 'City ' || (u.id % 13), 'active'
      from users u where u.email_normalized like '%@explain.amora.test'`);
    viewerId = (await addMember(t, { siteId: site, gender: 'male', dob: dobForAge(35) })).id;
    const other = await addMember(t, { siteId: site, gender: 'female', dob: dobForAge(25) });
    await addBlock(t, viewerId, other.id);
    await db.execute(sql`analyze profiles`);
    await db.execute(sql`analyze users`);
    await db.execute(sql`analyze blocks`);
  });
  afterAll(async () => t?.app.close());

  const planOf = async (query: ReturnType<typeof searchPageQuery>) => {
    const { sql: text, params } = query.toSQL();
    expect(text).not.toMatch(/\boffset\b/i);
    const result = await t.database.db.execute(sql`explain (format json) ${query}`);
    const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
    const plan = rows[0]!['QUERY PLAN'] as Array<{ Plan: PlanNode }>;
    return { nodes: nodesOf(plan[0]!.Plan), text, params };
  };

  /*
   * `ordered`: many members match, so the page must come in index order (a backward index scan that
   * stops after one page). A narrow search may instead use a bitmap scan of the same index and sort
   * its handful of rows, which the planner rightly finds cheaper.
   */
  const cases = [
    {
      name: 'one gender, one country',
      query: { gender: 'female' as const, country: 'NL' },
      index: 'profiles_search_keyset',
      ordered: true,
    },
    {
      name: 'one gender, any country',
      query: { gender: 'male' as const },
      index: 'profiles_search_any_country',
      ordered: true,
    },
    {
      name: 'both genders, one country',
      query: { country: 'DE' },
      index: 'profiles_search_keyset',
      ordered: true,
    },
    { name: 'both genders, any country', query: {}, index: 'profiles_search_any_country', ordered: true },
    {
      name: 'ages and region',
      query: {
        gender: 'female' as const,
        country: 'GB',
        countryregion: 'Region 3',
        min_age: 25,
        max_age: 45,
      },
      index: 'profiles_search_keyset',
      ordered: false,
    },
  ];

  it.each(cases)('$name: reads $index, never a Seq Scan of profiles', async ({ query, index, ordered }) => {
    // "Real members only" (the viewer's preference) leaves a few ids out: the same index plans.
    for (const [viewer, skipFictionalIds] of [
      [null, null],
      [viewerId, null],
      [viewerId, '3,5,8,13'],
    ] as const) {
      for (const cursor of [null, { dob: dobForAge(40), id: 500 }]) {
        const filters = { ...filtersFromQuery(site, query, new Date()), skipFictionalIds };
        const page = searchPageQuery(t.database.db, filters, {
          viewerId: viewer,
          cursor,
          limit: SEARCH_PAGE_SIZE + 1,
        });
        const { nodes } = await planOf(page);
        const onProfiles = nodes.filter((n) => n['Relation Name'] === 'profiles');
        expect(onProfiles.length).toBeGreaterThan(0);
        expect(onProfiles.map((n) => n['Node Type'])).not.toContain('Seq Scan');
        expect(nodes.map((n) => n['Index Name'])).toContain(index);
        if (ordered) {
          // Page order straight from the index: only index scans of profiles, no bitmap and sort.
          expect(onProfiles.map((n) => n['Node Type'])).toEqual(onProfiles.map(() => 'Index Scan'));
        }
      }
    }
  });
});
