/** PostgreSQL's unique_violation (23505), the same on pg and PGlite. */
export const isUniqueViolation = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === '23505';
