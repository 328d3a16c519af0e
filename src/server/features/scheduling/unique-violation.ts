/** PostgreSQL's unique_violation (23505), as PGlite and node-postgres report it, directly or as a cause. */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code === "23505" || (error as { code?: string }).code === "23505";
}
