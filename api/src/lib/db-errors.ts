/**
 * A PostgreSQL unique violation (23505), however the driver wrapped it (Drizzle puts the driver error in `cause`).
 * Returns the constraint name, or the message naming it when the driver does not expose the field.
 */
export function uniqueViolation(error: unknown): { constraint: string } | null {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const candidate = current as { code?: string; constraint?: string; message?: string };
    if (candidate.code === '23505') return { constraint: candidate.constraint ?? candidate.message ?? '' };
  }
  return null;
}
