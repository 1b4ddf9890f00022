import path from 'node:path';
import type { AppConfig } from './config.js';
import { openDatabase, type Database } from './db/database.js';
import { createMediaStorage } from './plugins/storage/index.js';
import { ensureWelcomeCode } from './seed/discount-codes.js';
import { DEMO_EMAIL, DEMO_PASSWORD, isDatabaseEmpty, seedDemoData } from './seed/seed.js';

/** Opens the configured database and applies every pending migration. */
export async function openMigratedDatabase(config: AppConfig): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pg'),
  });
  await database.migrate();
  // Product data every database needs, also one seeded before it existed (idempotent).
  await ensureWelcomeCode(database.db);
  return database;
}

/** Seeds demo data when the database holds no site yet. Returns whether it did. */
export async function seedIfEmpty(
  config: AppConfig,
  database: Database,
  log: (line: string) => void,
): Promise<boolean> {
  if (!(await isDatabaseEmpty(database.db))) return false;
  log('empty database: seeding demo data (sites, members, photos)…');
  await seedDemoData({
    db: database.db,
    media: createMediaStorage(config),
    includeDemoMember: config.seedDemoMember,
    // The demo site's own fictional profiles (they alone auto-like), shown with its label.
    includeFictional: config.seedDemoMember,
    log,
  });
  return true;
}

export const DEMO_LOGIN = { email: DEMO_EMAIL, password: DEMO_PASSWORD };
