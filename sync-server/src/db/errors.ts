/**
 * The database's own code for an error, looking through drizzle's wrapping (DrizzleQueryError
 * keeps the driver's error as its cause): SQLite's 'SQLITE_CONSTRAINT_UNIQUE', PostgreSQL's
 * five-character SQLSTATE such as '23505'.
 */
export function dbErrorCode(error: unknown): string | undefined {
  for (const current of causes(error)) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (code.startsWith('SQLITE_') || /^[0-9A-Z]{5}$/.test(code)))
      return code;
  }
  return undefined;
}

/** An error and the causes it wraps, a few deep (drizzle's error, the driver's under it). */
function* causes(error: unknown): Generator<object> {
  let current = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

/** A unique, foreign-key, not-null or check constraint refused the write (class 23 in SQLSTATE). */
export function isConstraintViolation(error: unknown): boolean {
  const code = dbErrorCode(error);
  return code !== undefined && (code.startsWith('SQLITE_CONSTRAINT') || code.startsWith('23'));
}

/** PostgreSQL gave the transaction up to a serialization conflict or a deadlock: run it again. */
export function isRetryableTransaction(error: unknown): boolean {
  const code = dbErrorCode(error);
  return code === '40001' || code === '40P01';
}

/**
 * The database was not there to answer: its connection was refused or ended (SQLSTATE class 08,
 * or 57P01–57P03: an administrator's shutdown, a crash, a server still starting), or the driver
 * lost it between statements. Nothing of the transaction was kept, and the same request succeeds
 * once the database is back (a restart, a failover).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = dbErrorCode(error);
  if (code !== undefined) return code.startsWith('08') || /^57P0[123]$/.test(code);
  const lost = /^Connection terminated|not queryable|Cannot use a pool after calling end/;
  for (const current of causes(error))
    if (current instanceof Error && lost.test(current.message)) return true;
  return false;
}
