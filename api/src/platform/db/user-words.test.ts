import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import { createTestContext, uniqueSuffix, type TestContext } from '../../test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await ctx.deps.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The rows user_words holds and does not derive from users, and the other way round (both empty when it is kept). */
async function drift() {
  const derived = sql`SELECT DISTINCT w.word, u.id, u.plays, u.ranking_points, u.rating, u.created_at, u.category, u.category_down_at, u.search_fold
    FROM users u, regexp_split_to_table(u.search_fold, '\\s+') AS w(word) WHERE w.word <> ''`;
  const held = sql`SELECT word, id, plays, ranking_points, rating, created_at, category, category_down_at, search_fold FROM user_words`;
  return {
    extra: await rowsOf<{ word: string }>(sql`${held} EXCEPT ${derived}`),
    missing: await rowsOf<{ word: string }>(sql`${derived} EXCEPT ${held}`),
  };
}

describe('user_words: one row per user and distinct word of search_fold, kept by the triggers on users', () => {
  it('holds the seed, and follows inserts, renames, points, levels, categories, players who stop playing and deletions', async () => {
    expect(await drift()).toEqual({ extra: [], missing: [] });
    const tag = uniqueSuffix();
    const [ana, bia] = await rowsOf<{ id: string }>(sql`INSERT INTO users (email, password_hash, cpf, nickname, full_name, rating)
      VALUES (${`ana${tag}@areia.app`}, 'x', ${`7${tag.slice(0, 5)}00001`}, ${`Ana${tag}`}, 'Ana Conceição da Silva Silva', 300),
             (${`bia${tag}@areia.app`}, 'x', ${`7${tag.slice(0, 5)}00002`}, ${`Bia${tag}`}, NULL, 500)
      RETURNING id`);
    await ctx.deps.db.execute(sql`INSERT INTO user_modalities (user_id, modality, status)
      VALUES (${ana!.id}::uuid, ${VOLEI_MODALITY_ID}::uuid, 'active'), (${bia!.id}::uuid, ${VOLEI_MODALITY_ID}::uuid, 'active')`);
    // A word twice in a name is held once.
    expect(await rowsOf<{ word: string }>(sql`SELECT word FROM user_words WHERE id = ${ana!.id}::uuid ORDER BY word`)).toEqual(
      [`ana${tag}`, 'ana', 'conceicao', 'da', 'silva'].sort().map((word) => ({ word })),
    );
    expect(await drift()).toEqual({ extra: [], missing: [] });

    const steps = [
      sql`UPDATE users SET full_name = 'Beatriz Araújo' WHERE id = ${bia!.id}::uuid`,
      sql`UPDATE users SET nickname = ${`Aninha${tag}`}, full_name = NULL WHERE id = ${ana!.id}::uuid`,
      sql`UPDATE users SET ranking_points = ranking_points + 120, rating = rating + 7 WHERE id IN (${ana!.id}::uuid, ${bia!.id}::uuid)`,
      sql`UPDATE users SET category = 'Iniciante', category_down_at = now() WHERE id = ${bia!.id}::uuid`,
      sql`UPDATE users SET whatsapp = '21999990000' WHERE id = ${bia!.id}::uuid`,
      sql`UPDATE user_modalities SET status = 'inactive' WHERE user_id = ${ana!.id}::uuid`,
      sql`DELETE FROM users WHERE id = ${bia!.id}::uuid`,
    ];
    for (const step of steps) {
      await ctx.deps.db.execute(step);
      expect(await drift()).toEqual({ extra: [], missing: [] });
    }
    expect(await rowsOf<{ plays: boolean }>(sql`SELECT DISTINCT plays FROM user_words WHERE id = ${ana!.id}::uuid`)).toEqual([{ plays: false }]);
    expect(await rowsOf(sql`SELECT 1 FROM user_words WHERE id = ${bia!.id}::uuid`)).toEqual([]);
  });

  it('an update that changes none of what the words hold writes none of them', async () => {
    const [player] = await rowsOf<{ id: string }>(sql`SELECT id FROM users WHERE plays ORDER BY created_at LIMIT 1`);
    const before = await rowsOf<{ ctid: string }>(sql`SELECT ctid::text FROM user_words WHERE id = ${player!.id}::uuid ORDER BY word`);
    expect(before.length).toBeGreaterThan(0);
    await ctx.deps.db.execute(sql`UPDATE users SET whatsapp = whatsapp, avatar_path = avatar_path WHERE id = ${player!.id}::uuid`);
    expect(await rowsOf(sql`SELECT ctid::text FROM user_words WHERE id = ${player!.id}::uuid ORDER BY word`)).toEqual(before);
  });
});
