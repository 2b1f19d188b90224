import { eq, isNull, sql } from 'drizzle-orm';
import { foldNickname } from '@areia/shared/core/validation/nickname';
import type { Db } from './client';
import { users } from './schema';
import { uniqueViolation } from './db-errors';

/** Rows folded per statement: a bulk import of a million users is a thousand statements, not a million. */
const BATCH = 1000;

/**
 * Fills `nickname_folded` for rows written before it existed (or inserted without it, like the seed or a bulk
 * import). Two old nicknames that fold alike both stay: the later one gets a suffix that no typed nickname can produce.
 */
export async function backfillFoldedNicknames(db: Db): Promise<number> {
  let done = 0;
  for (;;) {
    const rows = await db.select({ id: users.id, nickname: users.nickname }).from(users).where(isNull(users.nicknameFolded)).limit(BATCH);
    if (rows.length === 0) return done;
    try {
      const batch = JSON.stringify(rows.map((row) => ({ id: row.id, folded: foldNickname(row.nickname) })));
      await db.execute(sql`
        UPDATE users SET nickname_folded = batch.folded
        FROM jsonb_to_recordset(${batch}::jsonb) AS batch(id uuid, folded text)
        WHERE users.id = batch.id`);
    } catch (error) {
      if (!uniqueViolation(error)) throw error;
      // Some nickname in this batch folds like another one: settle the batch one row at a time.
      for (const row of rows) await foldOne(db, row);
    }
    done += rows.length;
  }
}

async function foldOne(db: Db, row: { id: string; nickname: string }) {
  const folded = foldNickname(row.nickname);
  try {
    await db.update(users).set({ nicknameFolded: folded }).where(eq(users.id, row.id));
  } catch (error) {
    if (!uniqueViolation(error)) throw error;
    await db.update(users).set({ nicknameFolded: `${folded}#legacy#${row.id}` }).where(eq(users.id, row.id));
  }
}
