import { eq } from 'drizzle-orm';
import { brCodeText } from '@areia/shared/core/pix/brcode';
import { parsePixKey } from '@areia/shared/core/pix/pix-key';
import type { OrganizerPix, OrganizerPixInput } from '@areia/shared/core/schemas/payment';
import { organizerPix } from '../../platform/db/schema';
import { nowOf, type AppDeps } from '../../deps';
import { HttpError } from '../../platform/http/http-error';
import { messages } from '../../platform/http/messages';

const present = (row: typeof organizerPix.$inferSelect): OrganizerPix => ({ key: row.key, keyType: row.keyType, name: row.name, city: row.city });

/** The organizer's PIX details; 404 before they are set. */
export async function organizerPixOf(deps: AppDeps, userId: string): Promise<OrganizerPix> {
  const [row] = await deps.db.select().from(organizerPix).where(eq(organizerPix.userId, userId));
  if (!row) throw new HttpError(404, messages.pixNotSet);
  return present(row);
}

/**
 * Saves the organizer's PIX details as the BR Code carries them, the form the shared validator judged: the key
 * normalised, the name and city folded (upper case, no accents, only what a strict reader accepts: brCodeText). So
 * every input the validator accepts fits the table's limits (0019_payments.sql), whatever characters it was typed with.
 */
export async function saveOrganizerPix(deps: AppDeps, userId: string, input: OrganizerPixInput): Promise<OrganizerPix> {
  const key = parsePixKey(input.key);
  // The schema refused every invalid key already; this is the normalised form the code carries.
  if (!key.ok) throw new HttpError(400, key.reason);
  const values = { key: key.value.key, keyType: key.value.type, name: brCodeText(input.name), city: brCodeText(input.city), updatedAt: nowOf(deps) };
  const [row] = await deps.db.insert(organizerPix).values({ userId, ...values }).onConflictDoUpdate({ target: organizerPix.userId, set: values }).returning();
  return present(row!);
}
