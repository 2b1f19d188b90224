import { z } from 'zod';

/** GET /api/summary/:modalityId — the home's counts in one small answer (nearbyArenas is null without a position). */
export const summarySchema = z.object({
  players: z.number().int().nonnegative(),
  upcomingChampionships: z.number().int().nonnegative(),
  nearbyArenas: z.number().int().nonnegative().nullable(),
});
export type Summary = z.infer<typeof summarySchema>;
