/**
 * SQLSTATE of a failed query, whichever driver ran it. Drizzle wraps driver errors (DrizzleQueryError)
 * and keeps the original — pg's or PGlite's DatabaseError, both carrying `code` — as `cause`.
 */
export function getSqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const sqlState = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  notNullViolation: '23502',
} as const;
