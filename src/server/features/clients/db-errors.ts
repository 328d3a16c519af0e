/** The SQLSTATE of a failed statement, whether the driver's error arrives bare or wrapped by Drizzle. */
export function pgErrorCode(error: unknown): string | undefined {
  const own = (error as { code?: unknown } | null)?.code;
  if (typeof own === "string") return own;
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof cause === "string" ? cause : undefined;
}

/** Two clients of one studio with the same e-mail (clients_photographer_email_unique). */
export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === "23505";

/**
 * The database refused to delete a money record: a payment that is not pending, or a signed proposal
 * (the BEFORE DELETE triggers of migration 0011 raise restrict_violation).
 */
export const isMoneyRecordRefusal = (error: unknown) => pgErrorCode(error) === "23001";
