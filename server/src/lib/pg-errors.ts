/**
 * The driver's error of a failed query. Drizzle wraps it (`DrizzleQueryError`, the original as
 * `cause`, with no `code` of its own), PGlite and pg put the SQLSTATE on their own: look at both.
 */
function databaseErrorOf(error: unknown): { code: string; constraint?: unknown } | undefined {
  for (let current = error, depth = 0; current && depth < 3; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return current as { code: string; constraint?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The SQLSTATE of a failed query. */
export const sqlStateOf = (error: unknown): string | undefined => databaseErrorOf(error)?.code;

/**
 * A row the write names by foreign key is gone: for a write aimed at another member, their row went
 * between the checks and the write (a purge in that moment), which the caller must hear as such.
 */
export const isForeignKeyViolation = (error: unknown): boolean => sqlStateOf(error) === '23503';

/**
 * The write broke the unique constraint (or index) `constraint`: another write took the value
 * between the caller's check and its own write (two sign-ups with one address at the same moment).
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const source = databaseErrorOf(error);
  return source?.code === '23505' && source.constraint === constraint;
}
