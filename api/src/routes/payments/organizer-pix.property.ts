import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { organizerPixInputSchema } from '@areia/shared/core/schemas/payment';
import { organizerPix } from '../../platform/db/schema';
import { call, createOrganizer, createTestContext, type TestContext, type TestPlayer } from '../../test/context';

/**
 * PUT /api/organizer/pix with any Unicode name and city: never a 5xx, 200 exactly when the shared validator accepts
 * the input (and then the row holds what the BR Code carries), 400 otherwise with nothing written; a body with NUL
 * is the app's 400 before any validation. One body for
 * PGlite (organizer-pix.test.ts) and PostgreSQL (organizer-pix.postgres.test.ts), whose text rules differ.
 */
export function organizerPixProperty(): void {
  let ctx: TestContext;
  let organizer: TestPlayer;

  beforeAll(async () => {
    ctx = await createTestContext();
    organizer = await createOrganizer(ctx.deps);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const put = (json: unknown) => call(ctx.app, 'PUT', '/api/organizer/pix', { token: organizer.token, json });
  const stored = async () => (await ctx.deps.db.select().from(organizerPix).where(eq(organizerPix.userId, organizer.id)))[0];

  /** Short texts the validator accepts, long ones it refuses, accents, marks, emoji, NUL and other controls. */
  const text = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 30 }),
    fc.string({ unit: 'grapheme-composite', maxLength: 30 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom('Arena Beach Club Ipanema!!', 'São Gonçalo do Rio Abaixo', 'Niterói\u0000', '\u0000', '  Ç  ', 'ÁÉÍÓÚ áéíóú ãõ ü', '🏐 Vôlei 🏖️', 'a'.repeat(200), 'Ａｒｅｉａ'),
  );

  describe('PUT /api/organizer/pix with any name and city', () => {
    it('never answers a 5xx; 200 exactly when the validator accepts, storing what the code carries', async () => {
      await fc.assert(
        fc.asyncProperty(text, text, async (name, city) => {
          const json = { key: '+55 21 98888-7777', name, city };
          const before = await stored();
          const response = await put(json);
          expect(response.status).toBeLessThan(500);
          // Any JSON body with NUL is refused before validation (app.ts: PostgreSQL text cannot hold it).
          const accepted = !`${name}${city}`.includes('\u0000') && organizerPixInputSchema.safeParse(json).success;
          expect(response.status).toBe(accepted ? 200 : 400);
          if (accepted) {
            const row = await stored();
            expect(row).toMatchObject({ name: response.body.name, city: response.body.city });
            expect(organizerPixInputSchema.safeParse({ key: row!.key, name: row!.name, city: row!.city }).success).toBe(true);
          } else {
            expect(response.body).toEqual({ message: expect.any(String) });
            expect(await stored()).toEqual(before);
          }
        }),
        { numRuns: 100 },
      );
    });
  });
}
