/** PostgreSQL's unique_violation (23505), from either driver (node-postgres puts it on the error, PGlite too; drizzle may wrap it as the cause). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
}
