import { eq, isNull } from 'drizzle-orm';
import { foldNickname } from '@areia/shared/validation/nickname';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { uniqueViolation } from './db-errors';

/**
 * Fills `nickname_folded` for rows written before it existed (or inserted without it, like the seed). Two old
 * nicknames that fold alike both stay: the later one gets a suffix that no typed nickname can produce.
 */
export async function backfillFoldedNicknames(db: Db): Promise<number> {
  const rows = await db.select({ id: users.id, nickname: users.nickname }).from(users).where(isNull(users.nicknameFolded));
  for (const row of rows) {
    const folded = foldNickname(row.nickname);
    try {
      await db.update(users).set({ nicknameFolded: folded }).where(eq(users.id, row.id));
    } catch (error) {
      if (!uniqueViolation(error)) throw error;
      await db.update(users).set({ nicknameFolded: `${folded}#legacy#${row.id}` }).where(eq(users.id, row.id));
    }
  }
  return rows.length;
}
