import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { photos, profiles, users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;
export type PhotoRow = typeof photos.$inferSelect;

export async function findCredentials(
  db: Db,
  siteId: number,
  emailNormalized: string,
): Promise<{ id: number; passwordHash: string } | null> {
  const rows = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.emailNormalized, emailNormalized)))
    .limit(1);
  return rows[0] ?? null;
}

export async function updateLanguage(db: Db, userId: number, language: string): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}
