import { TIME_BONUS_CODE, TIME_BONUS_PERCENTAGE, TIME_BONUS_WINDOW_SECONDS } from '@amora/contracts';
import type { Db } from '../db/database.js';
import { discountCodes } from '../db/schema.js';

/**
 * The welcome discount TIMEBONUS25 (spec sections 4 and 9): on every site, 25 %, valid for
 * TIME_BONUS_WINDOW_SECONDS after each member's sign-up, once per member. Product data, not demo
 * data: ensured on every start (bootstrap) and by the seed; inserting it again changes nothing.
 */
export async function ensureWelcomeCode(
  db: Db | Parameters<Parameters<Db['transaction']>[0]>[0],
): Promise<void> {
  await db
    .insert(discountCodes)
    .values({
      code: TIME_BONUS_CODE,
      siteId: null,
      userId: null,
      valuePercentage: TIME_BONUS_PERCENTAGE,
      validitySeconds: TIME_BONUS_WINDOW_SECONDS,
      status: 'active',
    })
    .onConflictDoNothing();
}
