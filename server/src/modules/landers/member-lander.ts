import type { StaffMemberSignupLander } from '@amora/contracts';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { landerVariants, landerVisits } from '../../db/schema.js';
import type { StaffTx } from '../staff/index.js';

/**
 * The lander view a member's sign-up was counted for (the sign-up hook's last touch), as support
 * reads it; null for a direct sign-up. A variant removed since keeps its family from the visit,
 * with no key: the view still tells where the member came from.
 */
export async function signupLanderOf(tx: StaffTx, memberId: number): Promise<StaffMemberSignupLander | null> {
  const [row] = await tx
    .select({
      key: landerVariants.key,
      family: sql<string>`coalesce(${landerVariants.family}, ${landerVisits.family})`,
      niche: landerVariants.niche,
      language: landerVariants.language,
      visitedAt: landerVisits.createdAt,
    })
    .from(landerVisits)
    .leftJoin(landerVariants, eq(landerVariants.id, landerVisits.variantId))
    .where(and(eq(landerVisits.userId, memberId), isNotNull(landerVisits.signedUpAt)))
    // One sign-up makes one member, so one row; the newest wins should data ever say otherwise.
    .orderBy(desc(landerVisits.signedUpAt))
    .limit(1);
  if (!row) return null;
  return {
    key: row.key,
    family: row.family,
    niche: row.niche,
    language: row.language,
    visited_at: row.visitedAt.toISOString(),
  };
}
