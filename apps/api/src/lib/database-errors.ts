/** True when a database error (pg or PGlite, possibly wrapped by Drizzle) is a unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The unique index a unique-constraint violation names (pg and PGlite both report it), or undefined. */
export function violatedUniqueIndex(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === '23505') {
      const constraint = (current as { constraint?: unknown }).constraint;
      return typeof constraint === 'string' ? constraint : undefined;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
