#!/usr/bin/env node
// Fills a PostgreSQL database with generated members for the search benchmark:
//   DATABASE_URL=postgres://… node bench/generate-profiles.mjs [count]      (default 1,000,000)
// The database is migrated and given the demo sites first (no photos) when it is empty. Members are
// made by set-based `INSERT … SELECT generate_series` batches inside PostgreSQL (no rows travel
// through Node), so a million take a minute or two; 70 % of them get a main photo row. Running it
// again only adds what is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const serverDist = path.join(root, 'server', 'dist');
// `pg` is the server's dependency; the benchmark borrows it rather than declaring its own copy.
const pg = createRequire(path.join(root, 'server', 'package.json'))('pg');

export const GENERATED_DOMAIN = 'bench.amora.test';
const BATCH = 100_000;

/** Compiles the server (the benchmark runs the real build, and imports its query builder). */
export function ensureServerBuilt() {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/typescript/bin/tsc'), '-b', 'server'],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0 && !existsSync(path.join(serverDist, 'main.js')))
    throw new Error('the server does not compile (tsc -b server)');
  if (result.status !== 0) console.warn('tsc -b server reported errors; using the last build in server/dist');
}

/** Imports a module of the compiled server (server/dist). */
export function serverModule(relative) {
  return import(pathToFileURL(path.join(serverDist, relative)).href);
}

/** Migrations and the demo sites (without photos), as a first server start would make them. */
async function prepareDatabase(databaseUrl) {
  const { openDatabase } = await serverModule('db/database.js');
  const { isDatabaseEmpty, seedDemoData } = await serverModule('seed/seed.js');
  const database = await openDatabase({ databaseUrl, pgliteDir: null });
  try {
    await database.migrate();
    if (await isDatabaseEmpty(database.db)) {
      await seedDemoData({
        db: database.db,
        includeDemoMember: true,
        withPhotos: false,
      });
    }
  } finally {
    await database.close();
  }
}

/*
 * One batch: users g = from..to of the default site, then their profiles from the returned ids.
 * Skewed like a real member base: more women than men searched for, a few big countries, ages
 * 18-75 spread over every day of the year, 30 % premium.
 */
const BATCH_SQL = `
with new_users as (
  insert into users (site_id, email, email_normalized, password_hash, status, language, paid_user,
                     confirmed_at, signup_date)
  select $1, 'gen' || g || '@${GENERATED_DOMAIN}', 'gen' || g || '@${GENERATED_DOMAIN}', '!generated',
         'confirmed', 'en', random() < 0.3, now(), now() - random() * interval '400 days'
  from generate_series($2::integer, $3::integer) as g
  returning id, site_id
), drawn as (
  select id, site_id, random() as r_gender,
         (array['NL','NL','NL','NL','NL','NL','DE','DE','DE','DE','GB','GB','GB','BE','BE','FR','FR',
                'SE','DK','AT'])[1 + floor(random() * 20)::integer] as country,
         floor(random() * 12)::integer as region_no
  from new_users
)
insert into profiles (user_id, site_id, name, gender, sexuality, date_of_birth, country, region, city,
                      about_me, interests, body_type, relationship_status, status)
select id, site_id,
       (array['Anna','Sophie','Emma','Julia','Lisa','Eva','Laura','Sara','Noor','Fleur',
              'Thomas','Daan','Lucas','Max','Jan','Peter','Tim','Sven','Bram','Luuk'])
         [1 + floor(random() * 10)::integer + case when r_gender < 0.55 then 0 else 10 end],
       case when r_gender < 0.55 then 'female' else 'male' end,
       case when random() < 0.85 then 'hetero' else 'bi' end,
       (current_date - interval '18 years')::date - floor(random() * 57 * 365)::integer,
       country,
       case when country = 'NL' then (array['Noord-Holland','Zuid-Holland','Utrecht','Gelderland',
              'Noord-Brabant','Limburg','Groningen','Friesland','Drenthe','Overijssel','Flevoland',
              'Zeeland'])[1 + region_no]
            else country || '-' || (1 + region_no) end,
       'City ' || (1 + floor(random() * 200)::integer),
       'Generated member for the search benchmark.',
       '["music","travelling"]'::jsonb,
       (array['slim','athletic','average','curvy','large'])[1 + floor(random() * 5)::integer],
       (array['single','single','single','divorced','widowed','unmarried'])[1 + floor(random() * 6)::integer],
       'active'
from drawn`;

/*
 * Main photos (rows only, no files: the search reads the file names, never the files) for about
 * 70 % of the generated members, active and with a blurred copy, so a result page joins real
 * photo rows as it would in production. Only members without a main photo get one.
 */
const PHOTOS_SQL = `
insert into photos (user_id, filename, thumb_filename, blurred_filename, status, is_main, position, width, height)
select u.id, 'gen/' || u.id || '.webp', 'gen/' || u.id || '-thumb.webp', 'gen/' || u.id || '-blurred.webp',
       'active', true, 0, 800, 1000
from users u
where u.email_normalized like '%@${GENERATED_DOMAIN}' and u.id % 10 < 7
  and not exists (select 1 from photos p where p.user_id = u.id and p.is_main)`;

/**
 * Ensures `count` generated members exist on the default site; returns how many were added and
 * how long it took.
 */
export async function generateProfiles({ databaseUrl, count, log = console.log }) {
  await prepareDatabase(databaseUrl);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('set synchronous_commit = off');
    const site = await client.query('select id from sites where is_default');
    const siteId = site.rows[0]?.id;
    if (!siteId) throw new Error('no default site');
    const existing = await client.query(
      `select count(*)::integer as n from users where email_normalized like '%@${GENERATED_DOMAIN}'`,
    );
    const have = existing.rows[0].n;
    const started = Date.now();
    for (let from = have + 1; from <= count; from += BATCH) {
      const to = Math.min(count, from + BATCH - 1);
      await client.query(BATCH_SQL, [siteId, from, to]);
      log(`  generated members ${from.toLocaleString('en')}-${to.toLocaleString('en')}`);
    }
    const added = Math.max(0, count - have);
    const photos = (await client.query(PHOTOS_SQL)).rowCount ?? 0;
    if (photos > 0) log(`  generated ${photos.toLocaleString('en')} main photos`);
    if (added > 0 || photos > 0) {
      log('  vacuum analyze users, profiles, photos');
      await client.query('vacuum analyze users');
      await client.query('vacuum analyze profiles');
      await client.query('vacuum analyze photos');
    }
    return { added, photos, total: Math.max(have, count), seconds: (Date.now() - started) / 1000 };
  } finally {
    await client.end();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error('Set DATABASE_URL to the PostgreSQL database to fill (it is migrated first).');
    process.exit(1);
  }
  const count = Number(process.argv[2] ?? 1_000_000);
  ensureServerBuilt();
  const result = await generateProfiles({ databaseUrl, count });
  console.log(
    `${result.added.toLocaleString('en')} members added in ${result.seconds.toFixed(1)} s (${result.total.toLocaleString('en')} generated in all)`,
  );
}
