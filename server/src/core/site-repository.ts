import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { sites } from '../db/schema.js';

export type SiteRow = typeof sites.$inferSelect;

export async function findSiteByDomain(db: Db, domain: string): Promise<SiteRow | null> {
  const rows = await db.select().from(sites).where(eq(sites.domain, domain)).limit(1);
  return rows[0] ?? null;
}

export async function findDefaultSite(db: Db): Promise<SiteRow | null> {
  const rows = await db.select().from(sites).where(eq(sites.isDefault, true)).limit(1);
  return rows[0] ?? null;
}
