import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDirectory } from './data-dir-lock.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** What every repository works with: the same query API on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** PGlite only: the whole data directory as one uncompressed tar, for `pgliteSnapshot`. */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../migrations',
);

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  databaseUrl: string | null;
  /** PGlite data directory; null keeps the database in memory (tests). */
  pgliteDir: string | null;
  /**
   * An in-memory PGlite starts from this dump of a data directory (`PGlite.dumpDataDir`) instead
   * of an empty cluster: a restore takes a fraction of initdb, migrations and seeding.
   */
  pgliteSnapshot?: Blob;
}

/**
 * The embedded PGlite by default (data under DATA_DIR), a real PostgreSQL when DATABASE_URL is
 * set. Same schema, same migrations, same queries.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateNodePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }
  let unlock = () => undefined as void;
  if (options.pgliteDir) {
    mkdirSync(options.pgliteDir, { recursive: true });
    // One process per folder: PGlite has no lock of its own (data-dir-lock.ts).
    unlock = lockDataDirectory(options.pgliteDir);
  }
  let client: PGlite;
  try {
    client = options.pgliteSnapshot
      ? await PGlite.create({ loadDataDir: options.pgliteSnapshot })
      : await PGlite.create(options.pgliteDir ?? undefined);
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    snapshot: () => client.dumpDataDir('none'),
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}
