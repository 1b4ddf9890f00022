import * as z from 'zod/mini';

/**
 * The largest row id: ids are PostgreSQL `integer` columns. A larger number is not a member we
 * could have, and the database would refuse it with an error rather than find nothing.
 */
export const ID_MAX = 2_147_483_647;

/** A row id in a JSON body (a member, a photo): a positive PostgreSQL integer. */
export const IdSchema = z
  .int({ error: 'validation.invalidValue' })
  .check(
    z.positive({ error: 'validation.invalidValue' }),
    z.lte(ID_MAX, { error: 'validation.invalidValue' }),
  );
