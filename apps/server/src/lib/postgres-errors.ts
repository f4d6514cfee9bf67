/** The SQLSTATE of a database error, from the driver (PostgreSQL) or its cause (drizzle over PGlite). */
export const postgresCode = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code ?? e?.cause?.code;
};

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

export const isUniqueViolation = (error: unknown) => postgresCode(error) === UNIQUE_VIOLATION;
