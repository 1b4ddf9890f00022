/**
 * The SQLSTATE of a failed query. Drizzle wraps the driver's error (`DrizzleQueryError`, the
 * original as `cause`), PGlite and pg put the code on their own: look at both.
 */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 3; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * A row the write names by foreign key is gone: for a write aimed at another member, their row went
 * between the checks and the write (a purge in that moment), which the caller must hear as such.
 */
export const isForeignKeyViolation = (error: unknown): boolean => sqlStateOf(error) === '23503';
